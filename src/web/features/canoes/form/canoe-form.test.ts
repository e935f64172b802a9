import { describe, expect, it } from 'vitest';
import { formMessages, messagesFromServer } from '../../../components/form/form-messages.ts';
import type { CanoeDetail } from '../../../../shared/api/index.ts';
import {
  EMPTY_VALUES,
  canoeFormModel,
  measurementsBody,
  stepMessages,
  toCanoeBody,
  valuesFromCanoe,
} from './canoe-form.tsx';
import { firstErrorStep, type CanoeFormValues, type Measurement } from './canoe-form-steps.tsx';

const FIELDS = new Set(Object.keys(EMPTY_VALUES));

/** The messages the form shows on saving these values (the boxes in `unreadable` held text it could not read). */
const check = (values: Partial<CanoeFormValues>, unreadable: Measurement[] = []) =>
  formMessages(measurementsBody, { ...EMPTY_VALUES, ...values }, canoeFormModel, FIELDS, new Set(unreadable));

describe('canoe form values', () => {
  it('sends empty values as null and years as January 1', () => {
    expect(toCanoeBody(EMPTY_VALUES)).toEqual({
      hull_id: null,
      type_id: null,
      build_date: null,
      length: null,
      width: null,
      weight: null,
      origin: null,
      notes: null,
      notes_haw: null,
      maker_id: null,
      owner_id: null,
      name: null,
      name_start_date: null,
      ownership_start_date: null,
    });
    const body = toCanoeBody({
      ...EMPTY_VALUES,
      hull_id: ' HK-9 ',
      type_id: '3',
      build_year: '1950',
      length: '45.25',
      weight: '420.5',
      origin: 'Hāna, Maui',
      maker_id: '7',
      owner_id: '2',
      name: 'Kaʻala',
      name_year: '1962',
      ownership_year: '1999',
      notes: '<p><strong>Koa</strong></p>',
    });
    expect(body).toMatchObject({
      hull_id: 'HK-9',
      type_id: 3,
      // Dates go as typed: the server keeps a year as a year.
      build_date: '1950',
      length: 45.25,
      width: null,
      weight: 420.5,
      origin: 'Hāna, Maui',
      maker_id: 7,
      owner_id: 2,
      name: 'Kaʻala',
      name_start_date: '1962',
      ownership_start_date: '1999',
      notes: '<p><strong>Koa</strong></p>',
    });
  });

  it('sends dates as typed, in words too, for the server to read', () => {
    expect(toCanoeBody({ ...EMPTY_VALUES, build_year: ' about 1850 ' }).build_date).toBe('about 1850');
    expect(toCanoeBody({ ...EMPTY_VALUES, build_year: '2999' }).build_date).toBe('2999');
  });

  it('checks measurements with the spec words, and nothing else before sending', () => {
    expect(check({})).toEqual({});
    expect(check({ length: '45.5' })).toEqual({});
    expect(check({}, ['length'])).toEqual({ length: 'Length must be a number' });
    expect(check({}, ['width'])).toEqual({ width: 'Width must be a number' });
    expect(check({ weight: 'heavy' })).toEqual({ weight: 'Weight must be a number' });
    expect(check({ length: '-1' })).toEqual({ length: 'Must be at least 0' });
    expect(check({ length: '1e1' })).toEqual({});
    expect(check({ length: '1e3' })).toEqual({ length: 'Must be at most 200' });
    // The server judges dates and choices; its refusal comes back on the field (next test).
    expect(check({ build_year: 'soon', type_id: '9' })).toEqual({});
  });

  it("checks on Next only the step's own fields, by the server's rules and words", () => {
    const values = (typed: Partial<CanoeFormValues>) => ({ ...EMPTY_VALUES, ...typed });
    const maxYear = new Date().getUTCFullYear();
    // Basic Details: a date that cannot be read, and one out of range, in the words the server answers with.
    expect(stepMessages('basic', values({ build_year: 'sometime' }))).toEqual({
      build_year: expect.stringMatching(/^Enter a year \(1962\)/),
    });
    expect(stepMessages('basic', values({ build_year: '2999' }))).toEqual({
      build_year: `Year must be between 1000 and ${maxYear}`,
    });
    expect(
      stepMessages('basic', values({ build_year: 'about 1850', hull_id: 'HK-1', type_id: '1' })),
    ).toEqual({});
    // Another step's mistakes wait for their own step (or for Create Canoe).
    expect(stepMessages('basic', values({ length: '-5', name_year: 'soon' }))).toEqual({});
    expect(stepMessages('specs', values({ length: '-5', build_year: 'sometime' }))).toEqual({
      length: 'Must be at least 0',
    });
    expect(stepMessages('specs', values({}), new Set(['weight']))).toEqual({
      weight: 'Weight must be a number',
    });
    expect(stepMessages('names', values({ name_year: 'soon' }))).toEqual({
      name_year: expect.stringMatching(/^Enter a year/),
    });
    expect(stepMessages('ownership', values({ ownership_year: '3000' }))).toEqual({
      ownership_year: `Year must be between 1000 and ${maxYear}`,
    });
    // A new canoe with neither a bow number nor a name is Create Canoe's to refuse: Next leads on to the name.
    expect(stepMessages('basic', values({}))).toEqual({});
  });

  it('puts server field messages on the form fields and finds the first step in error', () => {
    const errors = messagesFromServer(
      {
        ownership_start_date: 'Too early',
        build_date: 'Year must be between 1800 and 2026',
        unknown: 'ignored',
      },
      canoeFormModel.serverFields,
      FIELDS,
    );
    expect(errors).toEqual({ ownership_year: 'Too early', build_year: 'Year must be between 1800 and 2026' });
    expect(firstErrorStep(errors)).toBe('basic');
    expect(firstErrorStep({ weight: 'x', name_year: 'y' })).toBe('specs');
    expect(firstErrorStep({})).toBeNull();
  });

  it('starts the edit form from the current name and owner', () => {
    const canoe = {
      canoe_id: 4,
      hull_id: 'HK-001',
      type_id: 3,
      maker_id: 2,
      build_date: '1850~',
      origin: 'Kona',
      length: 45.5,
      width: 2,
      weight: null,
      current_name: 'Hōkūleʻa',
      name_start_date: '1975',
      current_owner_id: 9,
      ownership_start_date: '1980-06-01',
      notes: '<p>Notes</p>',
      notes_haw: '<p>(haw) Notes</p>',
      names: [
        { canoe_name_id: 1, name: 'Makani Lele', start_date: '1950', end_date: '1975' },
        { canoe_name_id: 2, name: 'Hōkūleʻa', start_date: '196X', end_date: null },
      ],
    } as unknown as CanoeDetail;
    expect(valuesFromCanoe(canoe)).toEqual({
      hull_id: 'HK-001',
      type_id: '3',
      maker_id: '2',
      // Each date in words, which read back to the same date.
      build_year: 'about 1850',
      origin: 'Kona',
      length: '45.5',
      width: '2',
      weight: '',
      name: 'Hōkūleʻa',
      name_year: 'the 1960s',
      owner_id: '9',
      ownership_year: 'June 1, 1980',
      notes: '<p>Notes</p>',
      notes_haw: '<p>(haw) Notes</p>',
    });
  });
});
