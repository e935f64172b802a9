import { ImageFileField, type ImageFileFieldProps } from '../../components/form/image-file-field.tsx';
import { stewardsArea } from '../../../shared/i18n/messages/stewards.ts';
import { useI18n } from '../../lib/i18n.tsx';

type Shared = Pick<
  ImageFileFieldProps,
  'file' | 'error' | 'currentUrl' | 'currentThumbnailUrl' | 'disabled' | 'onChange'
>;

/**
 * The steward's logo: the current one (when editing), the file chosen to replace it, and its message. `name` is
 * the steward's, or empty before one is typed.
 */
export function OwnerLogoField({ name, ...field }: Shared & { name: string }) {
  const { t } = useI18n();
  return (
    <ImageFileField
      {...field}
      label={t(stewardsArea.logo)}
      hint={t(stewardsArea.logoHint)}
      currentAlt={name ? t(stewardsArea.currentLogoAlt, { name }) : t(stewardsArea.currentLogoAltUnnamed)}
      chosenAlt={name ? t(stewardsArea.chosenLogoAlt, { name }) : t(stewardsArea.chosenLogoAltUnnamed)}
      imageClassName="h-28 w-28 shrink-0 rounded-lg border border-stone-200 bg-white object-contain p-1"
      placeholderClassName="h-28 w-28 shrink-0 rounded-lg"
    />
  );
}
