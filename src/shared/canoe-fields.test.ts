/**
 * The field table (canoe-fields.ts) and the contract agree: every plain field is written and sent by the API, every
 * stored field the API sends is either in the table or one of the special fields, and the table's words for a
 * field are the contract's. The correction details are the table's, in its order.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { canoeBody, canoeDetailResponse, canoeStoredFields } from './api/canoes.ts';
import { CORRECTION_FIELDS, CORRECTION_FIELD_LABELS, correctionInput } from './api/submissions.ts';
import {
  arrange,
  CANOE_FIELDS,
  correctableFields,
  correctionLabel,
  csvHeader,
  detailLabel,
  formLabel,
  notANumber,
  type CanoeFieldSpec,
} from './canoe-fields.ts';

/** The stored fields with behaviour of their own, kept out of the table. */
const SPECIAL_STORED = ['build_date', 'maker_id'];
const fields: readonly CanoeFieldSpec[] = CANOE_FIELDS;
const keys = fields.map((field) => field.key);
const bodyField = (key: string) => (canoeBody.shape as Record<string, z.ZodType>)[key];
const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the canoe field table', () => {
  it('declares each field once, with a form step', () => {
    expect(new Set(keys).size).toBe(keys.length);
    for (const field of fields) expect(field.step, field.key).toBeTruthy();
  });

  it('holds every field the API stores and sends as it is, and nothing the API does not take', () => {
    const stored = Object.keys(canoeStoredFields.shape).filter((key) => !SPECIAL_STORED.includes(key));
    const detail = Object.keys(canoeDetailResponse.shape);
    // A stored field outside the table would be sent but never shown or edited.
    expect(stored.filter((key) => !keys.includes(key))).toEqual([]);
    for (const key of keys) {
      expect(bodyField(key), `canoeBody.${key}`).toBeDefined();
      expect(detail, `canoeDetailResponse.${key}`).toContain(key);
    }
  });

  it('gives each number field the contract’s message for text that is not a number', () => {
    for (const field of fields) {
      if (field.kind !== 'number') continue;
      expect(firstMessage(bodyField(field.key), 'heavy'), field.key).toBe(notANumber(field));
      expect(firstMessage(bodyField(field.key), -1), field.key).toBe('Must be at least 0');
    }
  });

  it('gives each text field the contract’s length', () => {
    for (const field of fields) {
      if (field.kind !== 'text') continue;
      expect(firstMessage(bodyField(field.key), 'x'.repeat(field.maxLength)), field.key).toBeNull();
      expect(firstMessage(bodyField(field.key), 'x'.repeat(field.maxLength + 1)), field.key).toBe(
        `Must be at most ${field.maxLength} characters`,
      );
    }
  });

  it('words each place as the spec does', () => {
    const byKey = (key: string) => fields.find((field) => field.key === key)!;
    const words = (key: string) => {
      const field = byKey(key);
      return [formLabel(field), detailLabel(field), csvHeader(field), correctionLabel(field)];
    };
    // One word for the bow's number in every place (the spec's form word; docs/spec-deviations.md).
    expect(words('hull_id')).toEqual(['Bow Number', 'Bow Number', 'Bow Number', 'Bow Number']);
    expect(words('length')).toEqual(['Length (ft)', 'Length', 'Length (ft)', 'Length (ft)']);
    // Typed in feet, so shown and corrected in feet: one unit a measure (docs/spec-deviations.md).
    expect(words('width')).toEqual(['Width (ft)', 'Width', 'Width (ft)', 'Width (ft)']);
    expect(words('weight')).toEqual(['Weight (lbs)', 'Weight', 'Weight (lb)', 'Weight (lbs)']);
    expect(words('origin')).toEqual(['Origin Location', 'Origin', 'Origin', 'Origin Location']);
    expect(formLabel(byKey('type_id'))).toBe('Canoe Type');
    expect(correctionLabel(byKey('type_id'))).toBe('Canoe Type');
    expect(formLabel(byKey('notes'))).toBe('Notes');
  });

  it('offers the marked fields for correction, in table order, the name first and the build date after the type', () => {
    expect(CORRECTION_FIELDS).toEqual(
      arrange(correctableFields(), (field) => field.key, {
        start: ['name'],
        after: { type_id: ['build_date'] },
      }),
    );
    expect(CORRECTION_FIELD_LABELS.name).toBe('Name');
    expect(CORRECTION_FIELD_LABELS.build_date).toBe('Build Year');
    for (const field of correctableFields()) {
      expect(CORRECTION_FIELD_LABELS[field.key as keyof typeof CORRECTION_FIELD_LABELS]).toBe(
        correctionLabel(field),
      );
      // The approval checks the value by the canoe form's rule for that field.
      expect(correctionInput.shape.field.safeParse(field.key).success, field.key).toBe(true);
    }
  });

  it('puts a place’s own entries around its plain fields, and refuses an anchor the place does not show', () => {
    const some = fields.filter((field) => ['hull_id', 'length'].includes(field.key));
    expect(
      arrange(some, (field) => field.key, { start: ['a'], after: { hull_id: ['b'] }, end: ['c'] }),
    ).toEqual(['a', 'hull_id', 'b', 'length', 'c']);
    expect(() => arrange(some, (field) => field.key, { after: { origin: ['x'] } })).toThrow(/origin/);
  });
});
