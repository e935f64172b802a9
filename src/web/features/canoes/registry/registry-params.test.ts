import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../../shared/i18n/translator.ts';
import {
  hasActiveFilters,
  hasAdvancedFilters,
  pageCount,
  readRegistryState,
  resultsLine,
  searchQuery,
  withFilter,
  withPage,
  withView,
  withoutFilters,
} from './registry-params.ts';

const state = (search: string) => readRegistryState(new URLSearchParams(search));

describe('registry URL state', () => {
  it('reads filters, view and page, with defaults for anything missing or odd', () => {
    const { filters, view, page } = state('q=hokulea&type=3&lmin=20&ymax=1990&view=list&page=2');
    expect(filters).toMatchObject({ q: 'hokulea', type: '3', lengthMin: '20', yearMax: '1990', hull: '' });
    expect(view).toBe('list');
    expect(page).toBe(2);
    expect(state('view=cards&page=-4')).toMatchObject({ view: 'grid', page: 1 });
    expect(state('page=1.5').page).toBe(1);
  });

  it('knows when any filter, or an advanced one, is set', () => {
    expect(hasActiveFilters(state('view=list&page=3').filters)).toBe(false);
    expect(hasActiveFilters(state('q=%20').filters)).toBe(false);
    expect(hasActiveFilters(state('type=1').filters)).toBe(true);
    expect(hasAdvancedFilters(state('q=kai&type=1').filters)).toBe(false);
    expect(hasAdvancedFilters(state('origin=kona').filters)).toBe(true);
  });

  it('starts again at page 1 when a filter changes, and clears filters but keeps the view on reset', () => {
    const params = new URLSearchParams('q=kai&view=list&page=2');
    expect(withFilter(params, 'owner', 'Hui').toString()).toBe('q=kai&view=list&owner=Hui');
    expect(withFilter(params, 'q', '').toString()).toBe('view=list');
    expect(withoutFilters(new URLSearchParams('q=kai&type=2&ymin=1900&view=list&page=2')).toString()).toBe(
      'view=list',
    );
    expect(withView(params, 'grid').toString()).toBe('q=kai&page=2');
    expect(withPage(params, 1).toString()).toBe('q=kai&view=list');
    expect(withPage(params, 3).toString()).toBe('q=kai&view=list&page=3');
  });

  it('sends only the non-empty filters, under the server names, with the page as limit and offset', () => {
    const { filters } = state('q=%20kai%20&type=2&hull=&lmin=18.5&ymax=1990');
    expect(searchQuery(filters, 3)).toEqual({
      q: 'kai',
      type_id: '2',
      length_min: '18.5',
      year_max: '1990',
      limit: 24,
      offset: 48,
    });
  });

  it('counts pages of 24 and words the results line', () => {
    expect([0, 1, 24, 25, 48, 49].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3]);
    const { t } = createTranslator('en');
    expect(resultsLine(t, 1, '')).toBe('1 canoe found');
    expect(resultsLine(t, 32, '')).toBe('32 canoes found');
    expect(resultsLine(t, 0, ' hokulea ')).toBe('0 canoes found matching "hokulea"');
    expect(resultsLine(t, 1000, 'waa', true)).toBe('1000+ canoes found matching "waa"');
    expect(resultsLine(t, 1, '', true)).toBe('1+ canoes found');
  });
});
