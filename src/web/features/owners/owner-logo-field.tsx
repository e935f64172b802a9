import { ImageFileField, type ImageFileFieldProps } from '../../components/form/image-file-field.tsx';

type Shared = Pick<
  ImageFileFieldProps,
  'file' | 'error' | 'currentUrl' | 'currentThumbnailUrl' | 'disabled' | 'onChange'
>;

/** The steward's logo: the current one (when editing), the file chosen to replace it, and its message. */
export function OwnerLogoField({ name, ...field }: Shared & { name: string }) {
  return (
    <ImageFileField
      {...field}
      label="Logo"
      hint="JPEG, PNG, GIF or SVG."
      currentAlt={`Current logo of ${name}`}
      chosenAlt={`Chosen logo for ${name}`}
      imageClassName="h-28 w-28 shrink-0 rounded-lg border border-stone-200 bg-white object-contain p-1"
      placeholderClassName="h-28 w-28 shrink-0 rounded-lg"
    />
  );
}
