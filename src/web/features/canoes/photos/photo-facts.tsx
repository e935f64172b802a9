import type { Media } from '../../../../shared/api/index.ts';
import { LICENCE_INFO } from '../../../../shared/photo-licences.ts';
import { machineDate } from '../../../lib/format.ts';

/**
 * Who took a photo, when (as precisely as known) and how it may be used. A photo without a recorded
 * licence says so: silence would read as "free to use", while copyright applies unless its holder says otherwise.
 */
export function PhotoFacts({
  photo,
  className = '',
}: {
  photo: Pick<Media, 'credit' | 'date_taken' | 'date_taken_words' | 'licence'>;
  className?: string;
}) {
  const licence = photo.licence ? LICENCE_INFO[photo.licence] : null;
  return (
    <dl className={`flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600 ${className}`}>
      {photo.credit ? (
        <div className="flex min-w-0 gap-1">
          <dt>Credit:</dt> <dd className="min-w-0 break-words text-stone-800">{photo.credit}</dd>
        </div>
      ) : null}
      {photo.date_taken ? (
        <div className="flex gap-1">
          <dt>Taken:</dt>{' '}
          <dd className="text-stone-800">
            {machineDate(photo.date_taken) ? (
              <time dateTime={machineDate(photo.date_taken)}>{photo.date_taken_words}</time>
            ) : (
              photo.date_taken_words
            )}
          </dd>
        </div>
      ) : null}
      <div className="flex gap-1">
        <dt>Licence:</dt>{' '}
        <dd className="text-stone-800">
          {licence?.url ? (
            <a href={licence.url} rel="license" className="link underline">
              {licence.words}
            </a>
          ) : licence ? (
            licence.words
          ) : (
            <span className="text-stone-600">Not recorded</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
