/** The registry's CSV follows the field table (shared/canoe-fields.ts): its plain columns are the table's, in order. */
import { describe, expect, it } from 'vitest';
import { csvFields, csvHeader } from '../../../shared/canoe-fields.ts';
import type { CanoeSummary } from '../../../shared/api/canoes.ts';
import { canoesCsv } from './canoe-csv.ts';

const SPECIAL = [
  'Registry ID',
  'Name',
  'Type',
  'Year Built',
  'Maker',
  'Steward',
  'Steward Since',
  'Photos',
  'Link',
];

/** A value of each plain CSV field, told apart from the others. */
const stored = Object.fromEntries(
  csvFields().map((field, i) => [field.key, field.kind === 'number' ? i + 0.5 : `value ${i}`]),
);

describe('the canoe CSV', () => {
  const [header, row] = canoesCsv(
    [{ canoe_id: 3, ...stored } as unknown as CanoeSummary],
    'https://koa.example.org',
  )
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

  it('has a column for each plain field the table marks, in the table’s order, among the special ones', () => {
    expect(header.filter((column) => !SPECIAL.includes(column))).toEqual(csvFields().map(csvHeader));
    // Where the special columns sit among them.
    expect(header.slice(0, 3)).toEqual(['Registry ID', 'Name', 'Type']);
    expect(header[header.indexOf('Bow Number') + 1]).toBe('Year Built');
    expect(header.slice(-5)).toEqual(['Maker', 'Steward', 'Steward Since', 'Photos', 'Link']);
  });

  it('gives each plain field’s value as stored', () => {
    for (const field of csvFields()) {
      expect(row[header.indexOf(csvHeader(field))], field.key).toBe(String(stored[field.key]));
    }
  });
});
