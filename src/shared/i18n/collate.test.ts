import { describe, expect, it } from 'vitest';
import { collatorFor, hawaiianCompare, hawaiianSortKey } from './collate.ts';

const NAMES = [
  'ʻAkala',
  'Aka',
  'Hōkū',
  'Hoku',
  'Hokuao',
  'Kai',
  'Kaʻala',
  'Kaala',
  'ʻEwa',
  'Ewa',
  'Mana',
  'Wai',
  'Pua',
  'Lono',
  'Nui',
  'Ulu',
  'Ono',
  'ʻIwa',
  'Iwa',
  'Nāmaka',
  'Namaka',
  'Hui Waʻa',
  'Hui',
  'Kā',
  'Ka Lae',
  'Ōpua',
  'Opua',
  'Bob',
  'Fern',
  'Zed',
  'Ted',
  'Rob',
  'Dana',
  'Makani Lele',
  'Keawe',
  'Kēhau',
  'Lani ʻŌpua',
  'Pāhoa',
  'Pahoa',
];

describe('names in the Hawaiian order', () => {
  it('puts the vowels first, then the consonants, the ʻokina after w, as Node’s ICU orders Hawaiian', () => {
    const icu = [...NAMES].sort(new Intl.Collator('haw', { sensitivity: 'base' }).compare);
    const ours = [...NAMES].sort(hawaiianCompare);
    // ICU sees no difference between a name with and without kahakō at base strength; ours puts the plain first.
    const primary = (list: string[]) => list.map((name) => name.normalize('NFD').replace(/\u0304/g, ''));
    expect(primary(ours)).toEqual(primary(icu));
    expect(ours.indexOf('Hoku')).toBeLessThan(ours.indexOf('Hōkū'));
    expect(ours.slice(0, 4)).toEqual(['Aka', 'Ewa', 'Iwa', 'Ono']);
    expect(ours.slice(-4)).toEqual(['ʻAkala', 'ʻEwa', 'ʻIwa', 'Zed']);
  });

  it('is the browser’s collator for other languages', () => {
    expect(['b', 'A', 'a'].sort(collatorFor('en').compare)).toEqual(['A', 'a', 'b']);
    expect(['Wai', 'Aka', 'ʻEwa', 'Hoku'].sort(collatorFor('haw').compare)).toEqual([
      'Aka',
      'Hoku',
      'Wai',
      'ʻEwa',
    ]);
  });
});

describe('the Hawaiian sort key', () => {
  // Byte order, as `collate "C"` and SQLite compare text.
  const bytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

  it('sorts byte by byte as hawaiianCompare sorts the names', () => {
    const more = [
      ...NAMES,
      'Kaa',
      'Kab',
      'Kaʻa',
      'Kalani',
      'ka',
      'Ka',
      'Kaʻaʻa',
      'Ka‘a',
      'A-1',
      'A 2',
      'Ø',
      'Ærø',
      'Nã',
      'Kai 2',
      'Kai 10',
    ];
    const byKey = [...more].sort(
      (a, b) => bytes(hawaiianSortKey(a), hawaiianSortKey(b)) || (a < b ? -1 : a > b ? 1 : 0),
    );
    const byCompare = [...more].sort((a, b) => hawaiianCompare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
    expect(byKey).toEqual(byCompare);
    expect(byKey.indexOf('Kab')).toBeLessThan(byKey.indexOf('Kaʻa'));
    expect(byKey.indexOf('Kalani')).toBeLessThan(byKey.indexOf('Kaʻa'));
  });

  it('keeps the kahakō after the plain vowel, and a shorter name first', () => {
    expect(bytes(hawaiianSortKey('Hoku'), hawaiianSortKey('Hōkū'))).toBeLessThan(0);
    expect(bytes(hawaiianSortKey('Hōkū'), hawaiianSortKey('Hokuao'))).toBeLessThan(0);
    expect(bytes(hawaiianSortKey('Ka'), hawaiianSortKey('Kā'))).toBeLessThan(0);
    expect(bytes(hawaiianSortKey('Kā'), hawaiianSortKey('Kaa'))).toBeLessThan(0);
    expect(hawaiianSortKey('ʻEwa')).toBe(hawaiianSortKey('‘Ewa'));
  });
});
