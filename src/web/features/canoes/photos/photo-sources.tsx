import type { Media } from '../../../../shared/api/index.ts';
import { RecordSourceNotes } from '../sources/record-source-notes.tsx';
import { useCanoeSources } from '../detail/canoe-detail-queries.ts';

/**
 * A photo's numbered sources, under its credit and licence (the canoe's sources are one query for its page; this
 * reads its photo's from it). `place` keeps the notes' ids apart where one photo is shown twice (a card and the
 * overlay over it).
 */
export function PhotoSources({
  photo,
  place,
  className = 'mt-2',
}: {
  photo: Pick<Media, 'media_id' | 'canoe_id'>;
  place: string;
  className?: string;
}) {
  const { data } = useCanoeSources(photo.canoe_id);
  return (
    <RecordSourceNotes
      sources={data}
      record={{ type: 'media', id: photo.media_id }}
      prefix={`${place}-photo-${photo.media_id}`}
      heading="p"
      className={className}
    />
  );
}
