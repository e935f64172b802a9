import { Link } from '../../../lib/routing.tsx';
import { ArrowLeft, Camera } from 'lucide-react';
import { NO_PHOTO_YET, SafeImage } from '../../../components/ui/safe-image.tsx';
import type { Media } from '../../../../shared/api/index.ts';
import { paths } from '../../../../shared/paths.ts';
import { isPlainClick } from '../../../lib/plain-click.ts';
import { ui } from '../../../../shared/i18n/messages/ui.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { canoeArea } from '../../../../shared/i18n/messages/canoe.ts';

/**
 * The canoe's first photo across the page's top (half the viewport high), cropped around its focal point so the
 * canoe stays in view, or a placeholder saying no photo has been shared yet.
 */
export function CanoeHero({
  title,
  media,
  photosHref,
  onShowPhotos,
}: {
  title: string;
  media: Media[];
  /** The Media tab's address: the photo count is a link to it, which the app opens in place. */
  photosHref: string;
  onShowPhotos: () => void;
}) {
  const { t } = useI18n();
  const first = media[0];
  return (
    // On paper the photo takes a third of the page at most, and a canoe without one prints without the band.
    <div
      className={`relative h-[50vh] min-h-64 bg-koa-900 print:h-[8cm] print:min-h-0 ${first ? '' : 'print:hidden'}`}
    >
      <SafeImage
        src={first?.url}
        thumbnailSrc={first?.thumbnail_url}
        fullWidth={first?.width ?? undefined}
        mimeType={first?.mime_type}
        alt={first?.caption || first?.description || t(canoeArea.photoOf, { title })}
        eager
        fetchPriority="high"
        sizes="100vw"
        focalPoint={first?.focal_point}
        emptyText={NO_PHOTO_YET}
        className="h-full w-full object-cover"
        placeholderClassName="h-full w-full pt-10 text-base"
      />
      <div className="absolute inset-x-0 top-0 mx-auto max-w-7xl px-4 pt-4 sm:px-6 lg:px-8 print:hidden">
        <Link
          to={paths.canoes()}
          className="inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1.5 text-sm font-medium text-koa-900 shadow hover:bg-white"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t(ui.backToCanoes)}
        </Link>
      </div>
      {media.length > 0 ? (
        <div className="absolute inset-x-0 bottom-0 mx-auto flex max-w-7xl justify-end px-4 pb-4 sm:px-6 lg:px-8 print:hidden">
          <a
            href={photosHref}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onShowPhotos();
            }}
            className="inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1.5 text-sm font-medium text-koa-900 shadow hover:bg-white"
          >
            <Camera aria-hidden="true" className="h-4 w-4" />
            {t(canoeArea.photoCount, { count: media.length })}
          </a>
        </div>
      ) : null}
    </div>
  );
}
