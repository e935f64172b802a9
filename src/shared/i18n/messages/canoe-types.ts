/**
 * The canoe types in the reader's language: their English is declared with them (CANOE_TYPES, which the server
 * sends as `type_name`), and each becomes a message here, `type_1` and so on.
 */
import { CANOE_TYPES } from '../../constants.ts';
import { defineMessages } from '../messages.ts';
import type { Translator } from '../translator.ts';

export const canoeTypesArea = defineMessages(
  'canoe-types',
  'The kinds of canoe (racing, fishing, voyaging), wherever a canoe’s type is shown or chosen: type_1 is racing, type_2 fishing, type_3 voyaging',
  Object.fromEntries(CANOE_TYPES.map((type) => [`type_${type.type_id}`, type.name])),
);

/** A canoe type's name by its number in the translator's language, or null for a number that is no type. */
export function canoeTypeWords(
  { t }: Pick<Translator, 't'>,
  typeId: number | null | undefined,
): string | null {
  const message = canoeTypesArea[`type_${typeId}`];
  return message ? t(message) : null;
}
