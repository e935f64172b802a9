import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../lib/routing.tsx';
import { Images, Mic, Upload, Video } from 'lucide-react';
import { SafeImage } from '../../../components/ui/safe-image.tsx';
import type { Media } from '../../../../shared/api/index.ts';
import { PhotoFacts } from '../photos/photo-facts.tsx';
import { PhotoSources } from '../photos/photo-sources.tsx';
import { photoTitle } from '../photos/photo-labels.ts';
import { paths } from '../../../../shared/paths.ts';
import { TabEmpty, TabHeading } from './tab-parts.tsx';
import { RecordTkLabels } from '../../tk-labels/index.ts';
import { KeptMark, KeptNotices } from '../../../components/ui/kept.tsx';
import { WhoMaySee } from './kept-for.tsx';
import type { KeptNotice } from '../../../../shared/api/protocols.ts';
import { canoeTabsArea } from '../../../../shared/i18n/messages/canoe-tabs.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { canoeRecordingsQuery } from '../recordings/recordings-query.ts';

/** The canoe's recordings (decision 035) under its photos: each a link to where it plays, on the Stories tab. */
function MediaRecordings({ canoeId }: { canoeId: number }) {
  const { t } = useI18n();
  const recordings = useQuery(canoeRecordingsQuery(canoeId)).data ?? [];
  if (recordings.length === 0) return null;
  return (
    <section aria-labelledby="media-recordings-heading" className="mt-8">
      <h3 id="media-recordings-heading" className="font-display text-lg font-semibold text-koa-900">
        {t(canoeTabsArea.mediaRecordings)}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t(canoeTabsArea.mediaRecordingsLead)}</p>
      <ul className="mt-3 space-y-2">
        {recordings.map((recording) => {
          const Icon = recording.file.kind === 'video' ? Video : Mic;
          return (
            <li key={recording.recording_id} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-koa-600" />
              <Link
                to={`${paths.canoe(canoeId, 'stories')}#recording-${recording.recording_id}`}
                className="link break-words"
              >
                {recording.title}
              </Link>
              <KeptMark kept={recording.kept_for} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Media: the canoe's photos with caption, credit, the date each was taken and its licence; each photo opens in
 * the photos page's viewer. Under them, its recordings, each a link to where it plays.
 */
export function MediaTab({
  canoeId,
  title,
  media,
  isAdmin,
  notices,
}: {
  canoeId: number;
  title: string;
  media: Media[];
  isAdmin: boolean;
  /** What is kept here from this reader, when its keepers chose to say so. */
  notices?: KeptNotice[];
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="media-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabHeading id="media-heading">{t(canoeTabsArea.media)}</TabHeading>
        <div className="flex flex-wrap gap-3">
          {media.length > 0 ? (
            <Link to={paths.canoeMedia(canoeId)} className="btn-secondary">
              <Images aria-hidden="true" className="h-4 w-4" />
              {t(canoeTabsArea.viewAllPhotos)}
            </Link>
          ) : null}
          {isAdmin ? (
            <Link to={paths.canoeMedia(canoeId)} className="btn-primary">
              <Upload aria-hidden="true" className="h-4 w-4" />
              {t(canoeTabsArea.uploadPhotos)}
            </Link>
          ) : null}
        </div>
      </div>
      <KeptNotices notices={notices} kinds={['photo']} />
      {media.length === 0 ? (
        <TabEmpty>
          {notices?.some((notice) => notice.kind === 'photo')
            ? t(canoeTabsArea.noOtherPhotos)
            : t(canoeTabsArea.noPhotos)}
        </TabEmpty>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {media.map((item, index) => {
            const photo = photoTitle(item);
            const number = index + 1;
            return (
              <li key={item.media_id} className="card">
                <figure>
                  <Link
                    to={`${paths.canoeMedia(canoeId)}?photo=${item.media_id}`}
                    aria-label={
                      photo
                        ? t(canoeTabsArea.openPhotoTitled, { number, title: photo })
                        : t(canoeTabsArea.openPhoto, { number })
                    }
                    className="block"
                  >
                    <SafeImage
                      src={item.url}
                      thumbnailSrc={item.thumbnail_url}
                      fullWidth={item.width ?? undefined}
                      mimeType={item.mime_type}
                      alt={photo ?? t(canoeTabsArea.photoAlt, { canoe: title, number })}
                      sizes="(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw"
                      focalPoint={item.focal_point}
                      className="aspect-[3/2] w-full object-cover"
                      placeholderClassName="aspect-[3/2] w-full"
                    />
                  </Link>
                  <figcaption className="p-4">
                    {photo ? <p className="mb-2 font-medium break-words text-koa-900">{photo}</p> : null}
                    <PhotoFacts photo={item} />
                    <KeptMark kept={item.kept_for} className="mt-2" />
                    <PhotoSources photo={item} place="card" />
                    <RecordTkLabels canoeId={canoeId} type="media" id={item.media_id} />
                    {isAdmin ? (
                      <div className="mt-2">
                        <WhoMaySee
                          kind="photo"
                          id={item.media_id}
                          what={
                            photo
                              ? t(canoeTabsArea.protectPhoto, { title: photo })
                              : t(canoeTabsArea.protectPhotoNumber, { number, canoe: title })
                          }
                        />
                      </div>
                    ) : null}
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      )}
      <MediaRecordings canoeId={canoeId} />
    </section>
  );
}
