import { LoaderCircle } from 'lucide-react';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * A spinner with words, announced politely to screen readers. `reserve`: a screen's height is kept while loading,
 * so what follows (a panel, the footer) stays below the fold instead of jumping down when the results arrive.
 */
export function LoadingState({ label, reserve = false }: { label?: string; reserve?: boolean }) {
  const { t } = useI18n();
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center gap-3 py-16 text-stone-600 ${reserve ? 'min-h-screen justify-start' : 'justify-center'}`}
    >
      <LoaderCircle aria-hidden="true" className="h-8 w-8 animate-spin text-koa-600" />
      <span>{label ?? t(ui.loading)}</span>
    </div>
  );
}
