import { ImageFileField, type ImageFileFieldProps } from '../../components/form/image-file-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { siteConfig } from '../../lib/site-config.ts';
import { makersArea } from '../../../shared/i18n/messages/makers.ts';

type Shared = Pick<
  ImageFileFieldProps,
  'file' | 'error' | 'currentUrl' | 'currentThumbnailUrl' | 'disabled' | 'onChange'
>;

/**
 * The maker's picture: the current one (when editing), the file chosen to replace it, its message. `name` is the
 * maker's (null for a new maker).
 */
export function MakerPictureField({ name, ...field }: Shared & { name: string | null }) {
  const { t } = useI18n();
  return (
    <ImageFileField
      {...field}
      label={t(makersArea.picture)}
      hint={t(makersArea.pictureHint, { mb: siteConfig().maxImageMb })}
      currentAlt={name === null ? t(makersArea.currentPictureNew) : t(makersArea.currentPictureOf, { name })}
      chosenAlt={name === null ? t(makersArea.chosenPictureNew) : t(makersArea.chosenPictureOf, { name })}
      imageClassName="h-32 w-32 shrink-0 rounded-lg border border-stone-200 object-cover"
      placeholderClassName="h-32 w-32 shrink-0 rounded-lg"
    />
  );
}
