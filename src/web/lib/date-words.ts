import { dateWordsIn, yearWords } from '../../shared/date-words.ts';
import { useI18n } from './i18n.tsx';

/**
 * Historic dates (the API's EDTF `date` fields) in the page's language: `words('1962~')` → "about 1962", and its
 * translation where the translators have made one. The API's `*_words` are English; pages show these instead.
 */
export function useDateWords() {
  const translator = useI18n();
  return {
    words: (edtf: string | null | undefined) => dateWordsIn(edtf, translator),
    /** Said to the year, for a column headed "Year". */
    year: (edtf: string | null | undefined) => yearWords(edtf, translator),
  };
}
