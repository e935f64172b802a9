import { ImageFileField, type ImageFileFieldProps } from '../../components/form/image-file-field.tsx';
import { siteConfig } from '../../lib/site-config.ts';

type Shared = Pick<
  ImageFileFieldProps,
  'file' | 'error' | 'currentUrl' | 'currentThumbnailUrl' | 'disabled' | 'onChange'
>;

/** The maker's picture: the current one (when editing), the file chosen to replace it, its message. */
export function MakerPictureField({ name, ...field }: Shared & { name: string }) {
  return (
    <ImageFileField
      {...field}
      label="Picture"
      hint={`PNG, JPG, GIF up to ${siteConfig().maxImageMb} MB, 1-2MB works best. SVG drawings are accepted too.`}
      currentAlt={`Current picture of ${name}`}
      chosenAlt={`Chosen picture of ${name}`}
      imageClassName="h-32 w-32 shrink-0 rounded-lg border border-stone-200 object-cover"
      placeholderClassName="h-32 w-32 shrink-0 rounded-lg"
    />
  );
}
