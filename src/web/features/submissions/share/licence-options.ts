import { LICENCE_INFO, PHOTO_LICENCES, type PhotoLicence } from '../../../../shared/photo-licences.ts';
import type { Message } from '../../../../shared/i18n/messages.ts';
import { shareArea } from '../../../../shared/i18n/messages/share.ts';
import type { SelectOption } from '../../../components/form/form-controls.tsx';
import type { Translator } from '../../../lib/i18n.tsx';

/** The licences named in words; the Creative Commons ones keep their own names (CC BY 4.0). */
const LICENCE_WORDS: Partial<Record<PhotoLicence, Message>> = {
  'all-rights-reserved': shareArea.licenceAllRights,
  cc0: shareArea.licenceCc0,
  'ask-the-steward': shareArea.licenceAskSteward,
};

/** The licences a story or photo may be given, in the words pages show. */
export const licenceOptions = (t: Translator['t']): SelectOption[] =>
  PHOTO_LICENCES.map((key) => {
    const words = LICENCE_WORDS[key];
    return { value: key, label: words ? t(words) : LICENCE_INFO[key].words };
  });
