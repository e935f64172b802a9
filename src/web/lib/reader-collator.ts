import { collatorFor } from '../../shared/i18n/collate.ts';
import { SOURCE_LANGUAGE } from '../../shared/i18n/languages.ts';
import { siteConfig } from './site-config.ts';

/**
 * Names in the order of the page's language: on a Hawaiian page the Hawaiian alphabet's (the vowels first, then
 * h k l m n p w, the ʻokina last), on an English one the English.
 */
export const readerCollator = () => collatorFor(siteConfig().language ?? SOURCE_LANGUAGE);
