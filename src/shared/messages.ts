import { MIN_YEAR } from './constants.ts';
import { english } from './i18n/english.ts';
import { validationArea as v } from './i18n/messages/validation.ts';

/**
 * User-facing messages, word for word from the spec where it gives them (§5, §8): the English of the `validation`
 * messages (src/shared/i18n/messages/validation.ts), which the server answers in the reader's language.
 */
export const messages = {
  nameRequired: english(v.nameRequired),
  selectOwner: english(v.selectOwner),
  startDateRequired: english(v.startDateRequired),
  selectRace: english(v.selectRace),
  selectPerson: english(v.selectPerson),
  makerTypeRequired: english(v.makerTypeRequired),
  email: english(v.email),
  url: english(v.url),
  imageType: english(v.imageType),
  photoType: english(v.photoType),
  imageDataRequired: english(v.imageDataRequired),
  lengthNumber: english(v.lengthNumber),
  widthNumber: english(v.widthNumber),
  weightNumber: english(v.weightNumber),
  canoeType: english(v.canoeType),
  restorationYearRequired: english(v.restorationYearRequired),
  descriptionRequired: english(v.descriptionRequired),
  position: english(v.position),
  raceTime: english(v.raceTime),
  dateFormat: english(v.dateFormat),
  uncertainDateFormat: english(v.uncertainDateFormat),
  rangeBackwards: english(v.rangeBackwards),
  yearNumber: english(v.yearNumber),
  yearRange: (max: number) => english(v.yearRange, { min: MIN_YEAR, max }),
  endBeforeStart: english(v.endBeforeStart),
  imageTooLarge: (maxBytes: number) =>
    english(v.imageTooLarge, { megabytes: Math.round(maxBytes / (1024 * 1024)) }),
  adminRequired: english(v.adminRequired),
  signInRequired: english(v.signInRequired),
  subscribed: english(v.subscribed),
  subscribeFailed: english(v.subscribeFailed),
  mustBeText: english(v.mustBeText),
  textTooLong: (max: string) => english(v.textTooLong, { max }),
  numberAtLeast: (min: number | undefined) => english(v.numberAtLeast, { min: String(min) }),
  numberAtMost: (max: number | undefined) => english(v.numberAtMost, { max: String(max) }),
  noRecordWithId: english(v.noRecordWithId),
  mustBeRecordId: english(v.mustBeRecordId),
} as const;
