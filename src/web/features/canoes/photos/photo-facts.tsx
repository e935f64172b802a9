import type { Media } from '../../../../shared/api/index.ts';
import { LICENCE_INFO } from '../../../../shared/photo-licences.ts';
import { photosArea } from '../../../../shared/i18n/messages/photos.ts';
import { machineDate } from '../../../lib/format.ts';
import { useDateWords } from '../../../lib/date-words.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { licenceName } from './photo-labels.ts';

/**
 * Who took a photo, when (as precisely as known) and how it may be used. A photo without a recorded
 * licence says so: silence would read as "free to use", while copyright applies unless its holder says otherwise.
 */
export function PhotoFacts({
  photo,
  className = '',
}: {
  photo: Pick<Media, 'credit' | 'date_taken' | 'licence'>;
  className?: string;
}) {
  const { t } = useI18n();
  const dates = useDateWords();
  const licence = photo.licence && LICENCE_INFO[photo.licence] ? photo.licence : null;
  const url = licence ? LICENCE_INFO[licence].url : null;
  const taken = dates.words(photo.date_taken);
  return (
    <dl className={`flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600 ${className}`}>
      {photo.credit ? (
        <div className="flex min-w-0 gap-1">
          <dt>{t(photosArea.credit)}</dt>{' '}
          <dd className="min-w-0 break-words text-stone-800">{photo.credit}</dd>
        </div>
      ) : null}
      {photo.date_taken ? (
        <div className="flex gap-1">
          <dt>{t(photosArea.taken)}</dt>{' '}
          <dd className="text-stone-800">
            {machineDate(photo.date_taken) ? (
              <time dateTime={machineDate(photo.date_taken)}>{taken}</time>
            ) : (
              taken
            )}
          </dd>
        </div>
      ) : null}
      <div className="flex gap-1">
        <dt>{t(photosArea.licence)}</dt>{' '}
        <dd className="text-stone-800">
          {licence && url ? (
            <a href={url} rel="license" className="link underline">
              {licenceName(licence, t)}
            </a>
          ) : licence ? (
            licenceName(licence, t)
          ) : (
            <span className="text-stone-600">{t(photosArea.notRecorded)}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
