import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from './all-messages.ts';
import { pseudoCatalog, pseudoMessage } from './pseudo.ts';
import { formatCompiled } from './format.ts';
import { createTranslator } from './translator.ts';
import { registry } from './messages/registry.ts';

describe('the pseudo-language', () => {
  it('accents and lengthens the words, brackets the whole, and keeps values and plural forms', () => {
    const say = (english: string, values = {}) => formatCompiled(pseudoMessage(english), 'haw', values);
    expect(say('Canoes')).toBe('⟦Ćáñóéś~~⟧');
    const found = '{count, plural, one {# canoe found} other {# canoes found}}';
    expect(say(found, { count: 1 })).toBe('⟦1 ćáñóé fóúñð ~~~~~ ~~~~~⟧');
    expect(say(found, { count: 1200 })).toBe('⟦1,200 ćáñóéś fóúñð ~~~~~ ~~~~~⟧');
    // A value (a canoe's name) is the archive's, not a message: it is left as it is.
    expect(say('Photo of {name}', { name: 'Hōkūleʻa' })).toBe('⟦Pĥótó óf Hōkūleʻa~~~⟧');
  });

  it('has every message of the interface, each formatting without error', () => {
    const catalog = pseudoCatalog(ALL_MESSAGES.map((listed) => listed.message));
    expect(Object.keys(catalog).length).toBe(ALL_MESSAGES.length);
    const { t } = createTranslator('haw', catalog);
    expect(t(registry.found, { count: 3 })).toMatch(/^⟦3 ćáñóéś fóúñð[ ~]+⟧$/u);
  });
});
