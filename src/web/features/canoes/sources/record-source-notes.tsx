/**
 * One record's numbered sources (the canoe's under its details, a photo's under its credit), read rather than
 * used: the server renders them, and in the browser their code (source-notes.tsx, which the canoe page's tabs
 * share) comes once the page is idle, so neither the canoe page nor the photos page waits for it. Rendered only
 * when the record has sources, in a Suspense boundary of its own.
 */
import { Suspense } from 'react';
import type { Source } from '../../../../shared/api/index.ts';
import { deferredComponent } from '../../../lib/lazy-component.ts';
import type { SourceRecord } from './source-notes.tsx';

interface Props {
  sources: Source[] | undefined;
  record: Pick<SourceRecord, 'type' | 'id'>;
  prefix: string;
  heading: 'h2' | 'h3' | 'h4' | 'p';
  className?: string;
}

const Notes = deferredComponent(() =>
  import('./source-notes.tsx').then(({ numberSources, SourceNotes }) => {
    function Notes({ sources, record, ...shown }: Props) {
      return <SourceNotes numbered={numberSources(sources, [record])} {...shown} />;
    }
    return Notes;
  }),
);

export function RecordSourceNotes(props: Props) {
  const { sources, record } = props;
  const own = sources?.some((source) => source.record_type === record.type && source.record_id === record.id);
  if (!own) return null;
  return (
    <Suspense fallback={null}>
      <Notes {...props} />
    </Suspense>
  );
}
