import { LICENCE_INFO, PHOTO_LICENCES } from '../../../../shared/photo-licences.ts';
import type { SelectOption } from '../../../components/form/form-controls.tsx';

/** The licences a story or photo may be given, in the words pages show. */
export const LICENCE_OPTIONS: SelectOption[] = PHOTO_LICENCES.map((key) => ({
  value: key,
  label: LICENCE_INFO[key].words,
}));
