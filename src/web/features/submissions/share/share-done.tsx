import { useEffect, useRef } from 'react';
import { Link } from '../../../lib/routing.tsx';
import { CheckCircle2 } from 'lucide-react';
import { paths } from '../../../../shared/paths.ts';
import type { ChosenCanoe } from '../../../components/form/canoe-picker.tsx';
import { shareArea } from '../../../../shared/i18n/messages/share.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/** After a submission is taken: the thanks, the way back, and another go. The focus moves here. */
export function ShareDone({
  message,
  canoe,
  onAnother,
}: {
  message: string;
  canoe: ChosenCanoe | null;
  onAnother: () => void;
}) {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <section aria-labelledby="share-done-heading" className="card p-6 text-center sm:p-8">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-ocean-700" />
      <h2
        id="share-done-heading"
        ref={heading}
        tabIndex={-1}
        className="mt-3 font-display text-2xl font-semibold text-koa-900 focus:outline-none"
      >
        {t(shareArea.sent)}
      </h2>
      <p role="status" className="mx-auto mt-3 max-w-prose text-stone-700">
        {message}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {canoe ? (
          <Link to={paths.canoe(canoe.canoe_id)} className="btn-primary">
            {t(shareArea.backTo, { name: canoe.name })}
          </Link>
        ) : (
          <Link to={paths.canoes()} className="btn-primary">
            {t(shareArea.backToRegistry)}
          </Link>
        )}
        <button type="button" className="btn-secondary" onClick={onAnother}>
          {t(shareArea.shareAnother)}
        </button>
      </div>
    </section>
  );
}
