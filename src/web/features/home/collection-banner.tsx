import { Sprout } from 'lucide-react';
import { RegisterFormLink } from '../../components/ui/external-link.tsx';
import { home } from '../../../shared/i18n/messages/home.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** The notice above the hero: the archive is young and still gathering canoes. */
export function CollectionBanner() {
  const { t } = useI18n();
  return (
    <div className="border-b border-ocean-200 bg-ocean-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="flex items-start gap-3 text-sm text-ocean-900 sm:text-base">
          <Sprout aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-ocean-700" />
          <span>
            <strong className="font-semibold">{t(home.growingTitle)}</strong> {t(home.growingText)}
          </span>
        </p>
        <RegisterFormLink className="btn-ocean shrink-0 text-sm">{t(home.documentStory)}</RegisterFormLink>
      </div>
    </div>
  );
}
