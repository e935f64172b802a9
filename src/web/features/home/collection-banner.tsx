import { Sprout } from 'lucide-react';
import { RegisterFormLink } from '../../components/ui/external-link.tsx';

/** The notice above the hero: the archive is young and still gathering canoes. */
export function CollectionBanner() {
  return (
    <div className="border-b border-ocean-200 bg-ocean-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="flex items-start gap-3 text-sm text-ocean-900 sm:text-base">
          <Sprout aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-ocean-700" />
          <span>
            <strong className="font-semibold">This registry is growing.</strong> We are still collecting
            information about koa canoes across the islands. If you care for a canoe, or remember one, its
            story belongs here.
          </span>
        </p>
        <RegisterFormLink className="btn-ocean shrink-0 text-sm">
          Document Your Canoe's Story
        </RegisterFormLink>
      </div>
    </div>
  );
}
