import { Link } from '../../../lib/routing.tsx';
import { ArrowRightLeft, Camera, Hammer, Pencil, Tag } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '../../../../shared/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { canoeFormArea } from '../../../../shared/i18n/messages/canoe-form.ts';

/** Admin shortcuts to the canoe's edit screens (the screens themselves are admin pages). */
export function QuickActions({
  canoeId,
  onAddRestoration,
}: {
  canoeId: number;
  onAddRestoration: () => void;
}) {
  const { t } = useI18n();
  const actions: { label: string; to: string; icon: LucideIcon; onClick?: () => void }[] = [
    { label: t(canoeFormArea.editCanoeDetails), to: paths.canoeEdit(canoeId), icon: Pencil },
    { label: t(canoeFormArea.addNewName), to: paths.canoeNameAdd(canoeId), icon: Tag },
    { label: t(canoeFormArea.changeOwnership), to: paths.canoeOwnerAdd(canoeId), icon: ArrowRightLeft },
    { label: t(canoeFormArea.uploadPhotos), to: paths.canoeMedia(canoeId), icon: Camera },
    {
      label: t(canoeFormArea.addRestoration),
      to: paths.canoe(canoeId, 'restorations'),
      icon: Hammer,
      onClick: onAddRestoration,
    },
  ];
  return (
    <section aria-labelledby="quick-actions-heading" className="card p-5">
      <h2 id="quick-actions-heading" className="text-lg font-semibold text-koa-900">
        {t(canoeFormArea.quickActions)}
      </h2>
      <ul className="mt-3 space-y-1">
        {actions.map(({ label, to, icon: Icon, onClick }) => (
          <li key={label}>
            <Link
              to={to}
              onClick={
                onClick
                  ? (event) => {
                      // Same page, another tab: switch and scroll there instead of loading the page again.
                      event.preventDefault();
                      onClick();
                    }
                  : undefined
              }
              className="flex items-center gap-2 rounded-lg px-3 py-2 font-medium text-koa-800 hover:bg-koa-50"
            >
              <Icon aria-hidden="true" className="h-4 w-4 text-koa-600" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
