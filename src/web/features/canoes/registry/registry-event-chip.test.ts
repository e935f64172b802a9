import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../../shared/i18n/translator.ts';
import { compileIcu } from '../../../../shared/i18n/compile.ts';
import { eventFilterQuery } from '../../../../shared/canoe-events.ts';
import { dateWordsIn } from '../../../../shared/date-words.ts';
import { eventFilterWords, withoutEvent, withoutFilter } from './registry-event-chip.tsx';
import {
  hasActiveFilters,
  hasAdvancedFilters,
  readRegistryState,
  searchQuery,
  withoutFilters,
} from './registry-params.ts';

const state = (search: string) => readRegistryState(new URLSearchParams(search));
const english = createTranslator('en');

describe('the registry’s event filter (decision 029)', () => {
  it('reads the address a bar of Through the Years links to, and asks the server for it', () => {
    const { filters } = state(`${eventFilterQuery('restored', 1960, 1969)}&q=kai`);
    expect(searchQuery(filters, 1)).toEqual({
      q: 'kai',
      event: 'restored',
      event_from: '1960',
      event_to: '1969',
      limit: 24,
      offset: 0,
    });
    // A filter the visitor sees above the list (and Reset clears), not one hidden in Advanced Filters.
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasAdvancedFilters(filters)).toBe(false);
    expect(withoutFilters(new URLSearchParams(eventFilterQuery('raced', 2010, 2019))).toString()).toBe('');
  });

  it('is removed whole, keeping the other filters and the view, back on page 1', () => {
    const params = new URLSearchParams(`q=kai&${eventFilterQuery('built', 1950, 1959)}&view=list&page=2`);
    expect(withoutEvent(params).toString()).toBe('q=kai&view=list');
    // As the filter form sends it without JavaScript: every field, the empty ones too.
    const sent = new URLSearchParams(`q=kai&type=&hull=&ymin=&${eventFilterQuery('raced', 2010, 2019)}`);
    expect(withoutEvent(sent).toString()).toBe('q=kai');
  });

  it('is said in words: a decade, a year, a span, an open end', () => {
    const words = (search: string) =>
      eventFilterWords(english, state(search).filters, (edtf) => dateWordsIn(edtf, english));
    expect(words(eventFilterQuery('restored', 1960, 1969))).toBe('Restored in the 1960s');
    expect(words(eventFilterQuery('built', 1962, 1962))).toBe('Built in 1962');
    expect(words(eventFilterQuery('renamed', 1962, 1975))).toBe('Renamed in 1962–1975');
    expect(words('event=raced&event_from=1990')).toBe('Raced from 1990');
    expect(words('event=raced&event_to=1959')).toBe('Raced until 1959');
    // Nothing to say of a filter the server refuses: its 400 is shown instead.
    expect(words('event=sunk&event_from=1960')).toBeNull();
    expect(words('event=built')).toBeNull();
    expect(words('')).toBeNull();
  });

  it('is said in the page’s language, with the date words translated', () => {
    const haw = createTranslator('haw', {
      'through-the-years.eventFilter': compileIcu(
        '(haw) {event, select, built {Built} renamed {Renamed} restored {Restored} other {Raced}} {span, select, from {from {start}} to {until {end}} other {in {years}}}',
      ),
      'dates.decade': compileIcu('(haw) the {decade}s'),
    });
    const { filters } = state(eventFilterQuery('restored', 1960, 1969));
    expect(eventFilterWords(haw, filters, (edtf) => dateWordsIn(edtf, haw))).toBe(
      '(haw) Restored in (haw) the 1960s',
    );
  });
});

describe('the registry’s island and place filters (decision 030)', () => {
  it('asks the server for the canoes of an island or a place, and removes each on its own', () => {
    const { filters } = state('island=molokai&place=12&q=kai');
    expect(searchQuery(filters, 1)).toMatchObject({ island: 'molokai', place: '12', q: 'kai' });
    expect(hasActiveFilters(filters)).toBe(true);
    const params = new URLSearchParams('island=molokai&place=12&q=kai&page=2&origin=');
    expect(withoutFilter(params, 'island').toString()).toBe('place=12&q=kai');
    expect(withoutFilter(params, 'place').toString()).toBe('island=molokai&q=kai');
    expect(withoutFilters(params).toString()).toBe('');
  });
});
