import { describe, expect, it } from 'vitest';
import { parseRecordId } from './record-id.ts';
import { isDefaultSort, nextSort, readSort, sortParams } from './sort-state.ts';
import { pageParam, withParams } from './use-search-param-state.ts';

describe('parseRecordId', () => {
  it('takes positive whole numbers up to the largest id, and nothing else', () => {
    expect(parseRecordId('1')).toBe(1);
    expect(parseRecordId('2147483647')).toBe(2147483647);
    for (const bad of [
      undefined,
      '',
      '0',
      '05',
      '-3',
      '1.5',
      '1e3',
      'abc',
      ' 7',
      '2147483648',
      '99999999999',
    ]) {
      expect(parseRecordId(bad)).toBeNull();
    }
  });
});

describe('URL params of a list', () => {
  it('sets, replaces and removes params, keeping the others in place', () => {
    const params = new URLSearchParams('q=kai&view=list&page=3');
    expect(withParams(params, { q: 'hui', type: 'club', view: null, page: '' }).toString()).toBe(
      'q=hui&type=club',
    );
    expect(params.toString()).toBe('q=kai&view=list&page=3');
    expect(withParams(params, pageParam(1)).toString()).toBe('q=kai&view=list');
    expect(withParams(params, pageParam(4)).toString()).toBe('q=kai&view=list&page=4');
  });
});

describe('sort state (spec §4)', () => {
  const options = [
    { key: 'name', label: 'Name' },
    { key: 'type', label: 'Type' },
  ] as const;

  it('flips the active key and starts another ascending', () => {
    expect(nextSort({ key: 'name', order: 'asc' }, 'name')).toEqual({ key: 'name', order: 'desc' });
    expect(nextSort({ key: 'name', order: 'desc' }, 'name')).toEqual({ key: 'name', order: 'asc' });
    expect(nextSort({ key: 'name', order: 'desc' }, 'type')).toEqual({ key: 'type', order: 'asc' });
  });

  it('reads the URL with the first key ascending as default, and keeps the default out of it', () => {
    expect(readSort(new URLSearchParams('sort=type&order=desc'), options)).toEqual({
      key: 'type',
      order: 'desc',
    });
    expect(readSort(new URLSearchParams('sort=colour&order=up'), options)).toEqual({
      key: 'name',
      order: 'asc',
    });
    expect(isDefaultSort({ key: 'name', order: 'asc' }, options)).toBe(true);
    expect(isDefaultSort({ key: 'name', order: 'desc' }, options)).toBe(false);
    expect(sortParams({ key: 'name', order: 'asc' }, options)).toEqual({ sort: null, order: null });
    expect(sortParams({ key: 'type', order: 'desc' }, options)).toEqual({ sort: 'type', order: 'desc' });
  });
});
