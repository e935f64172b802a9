import { AlertTriangle, X } from 'lucide-react';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** A refused delete, above the page until dismissed or tried again. */
export function PersonDeleteError({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  const { t } = useI18n();
  if (!message) return null;
  return (
    <div
      role="alert"
      className="mt-4 flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-600" />
      <p className="flex-1">{message}</p>
      <button
        type="button"
        aria-label={t(ui.dismiss)}
        className="rounded p-1 text-red-800 hover:bg-red-100"
        onClick={onDismiss}
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
