/**
 * A canoe's plain fields in the reader's language: their words are declared once, in English, with the fields
 * (shared/canoe-fields.ts, which the server's CSV and change words use as they are), and each becomes a message
 * here, so the canoe form, the canoe page and the share form say them in the page's language.
 */
import {
  CANOE_FIELDS,
  CANOE_FORM_STEPS,
  type CanoeFieldSpec,
  type CanoeFormStep,
} from '../../canoe-fields.ts';
import { defineMessages, type Message } from '../messages.ts';
import type { Translator } from '../translator.ts';

const words: Record<string, string> = {};
for (const step of CANOE_FORM_STEPS) words[`step_${step.key}`] = step.label;
for (const field of CANOE_FIELDS as readonly CanoeFieldSpec[]) {
  const key = field.key;
  words[`${key}_label`] = field.label;
  if (field.detail?.label) words[`${key}_detail`] = field.detail.label;
  if (field.hint) words[`${key}_hint`] = field.hint;
  if ('placeholder' in field && field.placeholder) words[`${key}_placeholder`] = field.placeholder;
  if (field.kind === 'rich-text') words[`${key}_empty`] = field.empty;
  if (field.kind === 'number') {
    words[`${key}_withUnit`] = `${field.label} (${field.unit})`;
    words[`${key}_value`] = `{value} ${field.unit}`;
    words[`${key}_notANumber`] = `${field.label} must be a number`;
  }
}

export const canoeFieldsArea = defineMessages(
  'canoe-fields',
  'A canoe’s fields on the canoe form, the canoe page and the share form. Each message is named after its field and what it is: _label its name, _detail its row on the canoe page, _hint the line under its box, _placeholder the words inside its empty box, _empty what the page says without it, _withUnit its name with its unit, _value a value with its unit ({value} is a number), _notANumber the form’s message when its box holds something else; step_ a step of the canoe form',
  words,
);

const message = (key: string): Message => canoeFieldsArea[key];

/** A canoe field's words in the translator's language. */
export function canoeFieldWords({ t }: Pick<Translator, 't'>, field: CanoeFieldSpec) {
  const has = (key: string) => key in canoeFieldsArea;
  const say = (key: string) => (has(key) ? t(message(key)) : undefined);
  const label = t(message(`${field.key}_label`));
  return {
    label,
    /** Its row on the canoe page ("Origin"). */
    detailLabel: say(`${field.key}_detail`) ?? label,
    /** The form's box and the share form's correction: a number with its unit ("Length (ft)"). */
    formLabel: say(`${field.key}_withUnit`) ?? label,
    hint: say(`${field.key}_hint`),
    placeholder: say(`${field.key}_placeholder`),
    empty: say(`${field.key}_empty`),
    /** A number with the field's unit ("1.6 ft"). */
    value: (value: string) => t(message(`${field.key}_value`), { value }),
    notANumber: say(`${field.key}_notANumber`),
  };
}

/** A step of the canoe form in the translator's language. */
export const canoeFormStepLabel = ({ t }: Pick<Translator, 't'>, step: CanoeFormStep) =>
  t(message(`step_${step}`));
