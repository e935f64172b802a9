/**
 * A list page's filters in the URL: a second change asked for before the page shows the first one's URL builds on
 * it (two fields typed while the first one's results load keep both), and once the page shows a URL, changes build
 * on that one.
 */
import { describe, expect, it } from 'vitest';
import { paramsAsked, withParams } from './use-search-param-state.ts';

const url = (text: string) => new URLSearchParams(text);

describe('paramsAsked', () => {
  it('builds a second change on the first while the page still shows the URL both were made from', () => {
    const shown = url('view=grid');
    const first = paramsAsked(null, shown, { ymin: '1940' });
    expect(first.next.toString()).toBe('view=grid&ymin=1940');
    const second = paramsAsked(first, shown, (current) => withParams(current, { ymax: '1970' }));
    expect(second.next.toString()).toBe('view=grid&ymin=1940&ymax=1970');
  });

  it('builds on the URL the page shows once it shows another (the change arrived, or Back)', () => {
    const first = paramsAsked(null, url('view=grid'), { ymin: '1940' });
    const afterBack = paramsAsked(first, url('q=kai'), { ymax: '1970' });
    expect(afterBack.next.toString()).toBe('q=kai&ymax=1970');
  });

  it('takes a param out when its new value is empty', () => {
    expect(paramsAsked(null, url('q=kai&ymin=1940'), { ymin: '' }).next.toString()).toBe('q=kai');
  });
});
