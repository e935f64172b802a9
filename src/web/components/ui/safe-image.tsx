import { useState, type ImgHTMLAttributes } from 'react';
import { ImageOff } from 'lucide-react';

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
  ...rest
}: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const renderable = src && (!mimeType || DISPLAY_TYPES.includes(mimeType)) && failedSrc !== src;
  if (!renderable) {
    return (
      <div
        role="img"
        aria-label={alt ? `${alt} (no image)` : 'No image'}
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
