/** A plain canoe field's value in words, as the canoe page shows it (shared/canoe-fields.ts). */
import type { CanoeDetail } from '../../shared/api/index.ts';
import type { CanoeFieldKey, CanoeFieldSpec } from '../../shared/canoe-fields.ts';
import { formatNumber } from './format.ts';
import { canoeFieldWords } from '../../shared/i18n/messages/canoe-fields.ts';
import type { Translator } from '../../shared/i18n/translator.ts';

/**
 * The value in words, null when none is recorded: a number with the unit it was entered in ("1.6 ft"), a canoe
 * type by its name, text as it is.
 */
export function shownValue(
  canoe: CanoeDetail,
  field: CanoeFieldSpec,
  translator: Pick<Translator, 't'>,
): string | null {
  const value = canoe[field.key as CanoeFieldKey];
  switch (field.kind) {
    case 'number': {
      const words = typeof value === 'number' ? formatNumber(value) : '';
      return words ? canoeFieldWords(translator, field).value(words) : null;
    }
    case 'canoe-type':
      return canoe.type_name;
    default:
      return typeof value === 'string' && value !== '' ? value : null;
  }
}
