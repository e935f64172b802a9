import { describe, expect, it } from 'vitest';
import { collatorFor, hawaiianCompare } from './collate.ts';

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
