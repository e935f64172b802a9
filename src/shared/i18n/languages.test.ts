import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage } from './languages.ts';

describe('a page’s language in its address', () => {
  it('reads the language and the app’s own path', () => {
    expect(languageOfPath('/')).toEqual({ language: 'en', path: '/' });
    expect(languageOfPath('/canoes/12')).toEqual({ language: 'en', path: '/canoes/12' });
    expect(languageOfPath('/haw')).toEqual({ language: 'haw', path: '/' });
    expect(languageOfPath('/haw/')).toEqual({ language: 'haw', path: '/' });
    expect(languageOfPath('/haw/canoes/12')).toEqual({ language: 'haw', path: '/canoes/12' });
    // A path that only starts with the letters is English.
    expect(languageOfPath('/hawaii')).toEqual({ language: 'en', path: '/hawaii' });
  });

  it('writes an app path in a language, leaving other addresses alone', () => {
    expect(pathInLanguage('/', 'haw')).toBe('/haw');
    expect(pathInLanguage('/canoes?q=ka', 'haw')).toBe('/haw/canoes?q=ka');
    expect(pathInLanguage('/?q=1', 'haw')).toBe('/haw?q=1');
    expect(pathInLanguage('/canoes', 'en')).toBe('/canoes');
    expect(pathInLanguage('https://example.org/x', 'haw')).toBe('https://example.org/x');
    expect(pathInLanguage('//example.org/x', 'haw')).toBe('//example.org/x');
  });
});
