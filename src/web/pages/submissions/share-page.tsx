import { useState } from 'react';
import { useSearchParams } from '../../lib/routing.tsx';
import { useQuery } from '@tanstack/react-query';
import { readShareKind } from '../../../shared/api/submissions.ts';
import { shareArea } from '../../../shared/i18n/messages/share.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { canoeDetailQuery } from '../../features/canoes/detail/canoe-detail-queries.ts';
import { chosenCanoe, type ChosenCanoe } from '../../components/form/canoe-picker.tsx';
import { ShareDone } from '../../features/submissions/share/share-done.tsx';
import { ShareForm } from '../../features/submissions/share/share-form.tsx';
import { parseRecordId } from '../../lib/record-id.ts';
import { canoeTitle } from '../../lib/canoe-name.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Share a Story: anyone may send a story or photos about a canoe, a correction, or a canoe not in the
 * registry yet; nothing appears until an administrator has reviewed it. `?kind=` chooses what is shared and
 * `?canoe=` the canoe, which the page names (the server render fetches it, so the form starts with it).
 */
export default function SharePage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const kind = readShareKind(params.get('kind'));
  // The title says what is being shared, and follows the form's choice.
  const [shownKind, setShownKind] = useState(kind);
  const canoeId = parseRecordId(params.get('canoe') ?? undefined);
  const canoe = useQuery({ ...canoeDetailQuery(canoeId ?? 0), enabled: canoeId !== null });
  const [sent, setSent] = useState<{ message: string; canoe: ChosenCanoe | null } | null>(null);
  // Each new form is a fresh one, with a fresh challenge.
  const [round, setRound] = useState(0);

  // Named as the canoe page's title names it.
  const chosen: ChosenCanoe | null = canoe.data
    ? chosenCanoe({ ...canoe.data, current_name: canoeTitle(canoe.data, canoe.data.names, t) }, t)
    : null;
  const title = t(shareArea.title, { kind: shownKind });
  // As the server's head says it (page-meta.ts): about the canoe chosen, unless it is a new one.
  useDocumentTitle(
    shownKind !== 'new_canoe' && chosen?.name
      ? t(shareArea.titleAbout, { title, canoe: chosen.name })
      : title,
  );

  let content;
  if (sent) {
    content = (
      <ShareDone
        message={sent.message}
        canoe={sent.canoe}
        onAnother={() => {
          setSent(null);
          setShownKind(kind);
          setRound((n) => n + 1);
          window.scrollTo({ top: 0 });
        }}
      />
    );
  } else if (canoeId !== null && canoe.isPending) {
    content = <LoadingState label={t(shareArea.loadingCanoe)} />;
  } else {
    content = (
      <ShareForm key={round} kind={kind} canoe={chosen} onSent={setSent} onKindChange={setShownKind} />
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-display text-3xl font-bold text-koa-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 mb-8 text-stone-700">{t(shareArea.lead)}</p>
      {content}
    </div>
  );
}
