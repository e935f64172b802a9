import { Link } from '../../../lib/routing.tsx';
import { Images, Upload } from 'lucide-react';
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

/**
 * Media: the canoe's photos with caption, credit, the date each was taken and its licence; each photo opens in
 * the photos page's viewer.
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
  return (
    <section aria-labelledby="media-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabHeading id="media-heading">Media</TabHeading>
        <div className="flex flex-wrap gap-3">
          {media.length > 0 ? (
            <Link to={paths.canoeMedia(canoeId)} className="btn-secondary">
              <Images aria-hidden="true" className="h-4 w-4" />
              View all photos
            </Link>
          ) : null}
          {isAdmin ? (
            <Link to={paths.canoeMedia(canoeId)} className="btn-primary">
              <Upload aria-hidden="true" className="h-4 w-4" />
              Upload Photos
            </Link>
          ) : null}
        </div>
      </div>
      <KeptNotices notices={notices} kinds={['photo']} />
      {media.length === 0 ? (
        <TabEmpty>
          {notices?.some((notice) => notice.kind === 'photo')
            ? 'No other photos available for this canoe.'
            : 'No photos available for this canoe.'}
        </TabEmpty>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {media.map((item, index) => (
            <li key={item.media_id} className="card">
              <figure>
                <Link
                  to={`${paths.canoeMedia(canoeId)}?photo=${item.media_id}`}
                  aria-label={`Open photo ${index + 1} in the photo viewer${photoTitle(item) ? `: ${photoTitle(item)}` : ''}`}
                  className="block"
                >
                  <SafeImage
                    src={item.url}
                    thumbnailSrc={item.thumbnail_url}
                    fullWidth={item.width ?? undefined}
                    mimeType={item.mime_type}
                    alt={photoTitle(item) ?? `${title}, photo ${index + 1}`}
                    sizes="(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw"
                    focalPoint={item.focal_point}
                    className="aspect-[3/2] w-full object-cover"
                    placeholderClassName="aspect-[3/2] w-full"
                  />
                </Link>
                <figcaption className="p-4">
                  {photoTitle(item) ? (
                    <p className="mb-2 font-medium break-words text-koa-900">{photoTitle(item)}</p>
                  ) : null}
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
                          photoTitle(item)
                            ? `The photo “${photoTitle(item)}”`
                            : `Photo ${index + 1} of ${title}`
                        }
                      />
                    </div>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
