/**
 * History, Activity and Recently Deleted in the pseudo-language (decision 026), as admin-pseudo-language.spec.ts
 * walks the keepers' other pages: no word outside the catalogs, the moments in the catalogs' words too, and
 * nothing wider than a phone, with a change's differences, a refused revert, the confirmations, a restore's notice
 * and the canoe page's Recent Activity box open.
 */
import type { Page } from '@playwright/test';
import { test, expect, signIn } from './support/fixtures.ts';
import {
  collectData,
  sidewaysOverflow,
  usePseudoLanguage,
  visit,
  walkInPseudoLanguage,
  wordsOutsideCatalogs,
} from './support/pseudo.ts';

const WRITE = { 'X-Requested-With': 'fetch' };

async function send(page: Page, method: 'post' | 'put' | 'delete', path: string, data?: unknown) {
  const response = await page.request[method](path, { data, headers: WRITE });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.status() === 204 ? null : ((await response.json()) as Record<string, unknown>);
}

async function deleteChangeOf(page: Page, id: number) {
  const deleted = (await (await page.request.get('/api/deleted?record_type=canoe')).json()) as {
    changes: { change_id: number; record_id: number }[];
  };
  return deleted.changes.find((change) => change.record_id === id)!.change_id;
}

test.describe('History in the pseudo-language', () => {
  test('has no word outside the catalogs, dialogs and refusals included, and fits a phone', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await usePseudoLanguage(page);
    await signIn(page, 'admin');
    const data = collectData(page);
    const stamp = Date.now().toString(36);

    // A canoe edited twice (with a reason), deleted and restored; another deleted and left in Recently Deleted.
    const kept = `Kaʻimiloa o ka ʻAuʻau Moana Loa ${stamp}`;
    const id = Number(
      (await send(page, 'post', '/api/canoes', { name: kept, name_start_date: '2001', length: 40 }))!
        .canoe_id,
    );
    const reason = { ...WRITE, 'X-Change-Reason': encodeURIComponent('Measured again at the hālau') };
    expect(
      (await page.request.put(`/api/canoes/${id}`, { data: { length: 41.5 }, headers: reason })).ok(),
    ).toBe(true);
    await send(page, 'put', `/api/canoes/${id}`, { length: 43 });
    await send(page, 'delete', `/api/canoes/${id}`);
    await send(page, 'post', `/api/changes/${await deleteChangeOf(page, id)}/revert`, {});
    const gone = `Makaliʻi ${stamp}`;
    const goneId = Number(
      (await send(page, 'post', '/api/canoes', { name: gone, name_start_date: '1990' }))!.canoe_id,
    );
    await send(page, 'delete', `/api/canoes/${goneId}`);

    expect(
      await walkInPseudoLanguage(page, ['/activity', '/activity/deleted', `/canoes/${id}/history`], data),
    ).toEqual({});

    // At 390 px from here: a restore's details, the revert's confirmation and its refusal.
    const history = page.getByRole('list').filter({ has: page.getByRole('article') });
    await history.locator('summary').first().click();
    const older = history.getByRole('listitem').nth(3);
    await older.getByRole('button').click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    expect(await wordsOutsideCatalogs(page, data)).toEqual([]);
    await dialog.getByRole('button').last().click();
    await expect(older.getByRole('alert')).toBeVisible();
    expect(await wordsOutsideCatalogs(page, data)).toEqual([]);
    expect(await sidewaysOverflow(page)).toEqual([]);

    // Restore from Recently Deleted: its confirmation and the notice after it.
    await visit(page, '/activity/deleted');
    const item = page.getByRole('listitem').filter({ hasText: gone });
    await item.getByRole('button').click();
    expect(await wordsOutsideCatalogs(page, data)).toEqual([]);
    await page.getByRole('alertdialog').getByRole('button').last().click();
    await expect(page.getByRole('status').getByRole('link')).toBeVisible();
    expect(await wordsOutsideCatalogs(page, data)).toEqual([]);
    expect(await sidewaysOverflow(page)).toEqual([]);

    // The canoe page's Recent Activity box (the page around it has words of its own still to move).
    await visit(page, `/canoes/${id}`);
    const box = page.locator('section[aria-labelledby="recent-activity-heading"]');
    await expect(box.getByRole('listitem').first()).toBeVisible();
    const texts = await box.evaluate((section) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.trim()) found.push(node.textContent.trim());
      }
      return found;
    });
    const known = [...data].sort((a, b) => b.length - a.length);
    const outside = texts.filter((text) => {
      let rest = text;
      while (/⟦[^⟦⟧]*⟧/u.test(rest)) rest = rest.replace(/⟦[^⟦⟧]*⟧/gu, ' ');
      for (const word of known) rest = rest.split(word).join(' ');
      return /\p{L}{2,}/u.test(rest);
    });
    expect(outside).toEqual([]);
  });
});
