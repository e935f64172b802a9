/**
 * The licences a photo may carry: a short list an administrator chooses from, stored by key. The words
 * are what pages show; a Creative Commons licence links to its deed.
 */
export const PHOTO_LICENCES = [
  'all-rights-reserved',
  'cc-by-4.0',
  'cc-by-sa-4.0',
  'cc-by-nc-4.0',
  'cc0',
  'ask-the-steward',
] as const;
export type PhotoLicence = (typeof PHOTO_LICENCES)[number];

export interface LicenceInfo {
  /** How the licence reads on a page and in the form's list. */
  words: string;
  /** The licence deed, for the Creative Commons ones. */
  url: string | null;
}

export const LICENCE_INFO: Record<PhotoLicence, LicenceInfo> = {
  'all-rights-reserved': { words: 'All rights reserved', url: null },
  'cc-by-4.0': { words: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  'cc-by-sa-4.0': { words: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
  'cc-by-nc-4.0': { words: 'CC BY-NC 4.0', url: 'https://creativecommons.org/licenses/by-nc/4.0/' },
  cc0: { words: 'CC0 / public domain', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
  'ask-the-steward': { words: 'Ask the steward before reuse', url: null },
};
