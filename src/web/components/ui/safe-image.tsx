import { useState, type ImgHTMLAttributes } from 'react';
import { ImageOff } from 'lucide-react';
import type { FocalPoint } from '../../../shared/api/media.ts';
import type { Message } from '../../../shared/i18n/messages.ts';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** What a canoe's picture says while nobody has shared a photo of it. */
export const NO_PHOTO_YET = ui.noPhoto;

/** Types the site renders (spec §5); anything else is shown as the placeholder. */
const DISPLAY_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'image/webp'];

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  src: string | null | undefined;
  /** The server's thumbnail (≤480 px wide); offered through srcset so small slots download the small file. */
  thumbnailSrc?: string | null;
  /** Display width of `src` in pixels (the server's display size is at most 1600). */
  fullWidth?: number;
  mimeType?: string | null;
  alt: string;
  /** Classes of the placeholder box shown when there is no image or it fails to load. */
  placeholderClassName?: string;
  /** Images above the fold load at once; everything else lazily. */
  eager?: boolean;
  /** The point a crop keeps in view (a photo's focal point, percent): the image's `object-position`. */
  focalPoint?: FocalPoint | null;
  /**
   * Said by the placeholder when there is no image at all (a canoe nobody has shared a photo of yet); without
   * it, and when an image fails to load, the placeholder shows the missing-image sign.
   */
  emptyText?: Message;
}

export function SafeImage({
  src,
  thumbnailSrc,
  fullWidth = 1600,
  mimeType,
  alt,
  className,
  placeholderClassName,
  eager = false,
  sizes,
  focalPoint,
  emptyText,
  style,
  ...rest
}: SafeImageProps) {
  const { t } = useI18n();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const renderable = src && (!mimeType || DISPLAY_TYPES.includes(mimeType)) && failedSrc !== src;
  if (!src && emptyText) {
    return (
      <div
        data-testid="no-photo"
        className={`no-photo flex flex-col items-center justify-center px-4 text-center text-sm font-medium text-koa-700 ${placeholderClassName ?? className ?? ''}`}
      >
        <p>{t(emptyText)}</p>
      </div>
    );
  }
  if (!renderable) {
    return (
      <div
        role="img"
        aria-label={t(alt ? ui.noImageOf : ui.noImage, { alt })}
        data-testid="image-placeholder"
        className={`flex items-center justify-center bg-gradient-to-br from-koa-100 to-ocean-100 text-koa-400 ${placeholderClassName ?? className ?? ''}`}
      >
        <ImageOff aria-hidden="true" className="h-10 w-10" />
      </div>
    );
  }
  const srcSet = thumbnailSrc ? `${thumbnailSrc} 480w, ${src} ${fullWidth}w` : undefined;
  return (
    <img
      {...rest}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '100vw') : undefined}
      alt={alt}
      className={className}
      style={focalPoint ? { ...style, objectPosition: `${focalPoint.x}% ${focalPoint.y}%` } : style}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      // A server-rendered image may have failed before the app hydrated and could hear its error event.
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0) setFailedSrc(src);
      }}
    />
  );
}
