/**
 * Why a Local Contexts project file is refused (decision 021), in the reader's language (decision 026): each
 * sentence and each field's word is a message, said with the community's translations on a Hawaiian request (the
 * field's word inside the sentence too) and word for word as before in English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, countRows, type TestApp } from '../../../../tests/setup/test-app.ts';
import { setTranslation } from '../translations/translation.service.ts';

let t: TestApp;

// Stand-ins marked (haw), not Hawaiian: the archive's translators write the real words (decision 026).
const HAW = {
  'server.lcManyProjects':
    '(haw) {count, plural, one {{count} project} other {{count} projects}} in the file',
  'server.lcNotAList': '(haw) {key} is not a list',
  'server.lcMustBeList': '(haw) Must be a list',
  'server.lcNoUniqueId': '(haw) No unique_id',
  'server.lcNoTitle': '(haw) No title',
  'server.lcMissing': '(haw) Missing',
  'server.lcUnreadable': '(haw) Unreadable: {field}: {problem}{more, plural, =0 {} other { (+{more})}}',
  'server.lcMustBeLabel': '(haw) Must be a label',
  'server.lcLabelNeedsId': '(haw) A label needs its unique_id',
  'server.lcLabelNeedsName': '(haw) A label needs its name',
  'server.lcLabelNeedsType': '(haw) A label needs its label_type',
  'server.lcMustBeNotice': '(haw) Must be a notice',
  'server.lcNoticeNeedsType': '(haw) A notice needs its notice_type',
  'server.lcNoticeNeedsName': '(haw) A notice needs its name',
  'server.lcNothingToImport': '(haw) Nothing in “{title}”',
  'server.lcTooManyLabels': '(haw) {count} labels, at most {max}',
  'server.lcLabelTwice': '(haw) {id} twice',
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [id, text] of Object.entries(HAW))
    await setTranslation(t.db, 'haw', id, { text, state: 'draft' });
});
afterAll(() => t.close());

const label = (id: string) => ({ unique_id: id, name: `TK Label ${id}`, label_type: 'attribution' });
const project = (parts: object) => ({ unique_id: 'p1', title: 'Waʻa', ...parts });

interface Refusal {
  file: object;
  english: string;
  hawaiian: string;
  fields?: { english: Record<string, string>; hawaiian: Record<string, string> };
}

const REFUSALS: Record<string, Refusal> = {
  'more than one project': {
    file: { data: [project({}), project({})] },
    english:
      "This file is not a Local Contexts project: it holds 2 projects. Save one project's page of the Hub API and import that.",
    hawaiian: '(haw) 2 projects in the file',
  },
  'a part that is not a list': {
    file: project({ tk_labels: 'attribution' }),
    english: 'This file is not a Local Contexts project: its tk_labels is not a list',
    hawaiian: '(haw) tk_labels is not a list',
    fields: { english: { tk_labels: 'Must be a list' }, hawaiian: { tk_labels: '(haw) Must be a list' } },
  },
  'no unique_id': {
    file: { name: 'my canoes', rows: [1, 2] },
    english:
      "This file is not a Local Contexts project: it has no unique_id (the project's id at Local Contexts)",
    hawaiian: '(haw) No unique_id',
    fields: { english: { unique_id: 'Missing' }, hawaiian: { unique_id: '(haw) Missing' } },
  },
  'no title': {
    file: { unique_id: 'x' },
    english: 'This file is not a Local Contexts project: it has no title',
    hawaiian: '(haw) No title',
    fields: { english: { title: 'Missing' }, hawaiian: { title: '(haw) Missing' } },
  },
  'one label it cannot read': {
    file: project({ tk_labels: [{ unique_id: 'u1', name: 'TK Family (TK F)' }] }),
    english:
      'This file is not a Local Contexts project the archive can read: tk_labels.0.label_type: A label needs its label_type (as attribution, seasonal…)',
    hawaiian: '(haw) Unreadable: tk_labels.0.label_type: (haw) A label needs its label_type',
    fields: {
      english: { 'tk_labels.0.label_type': 'A label needs its label_type (as attribution, seasonal…)' },
      hawaiian: { 'tk_labels.0.label_type': '(haw) A label needs its label_type' },
    },
  },
  'labels and notices it cannot read': {
    file: project({
      tk_labels: [7, {}, { unique_id: 'u2' }, { unique_id: 'u3', name: 'TK Family (TK F)' }],
      notice: ['notice', { name: 'Attribution Incomplete' }, { notice_type: 'traditional_knowledge' }],
    }),
    english:
      'This file is not a Local Contexts project the archive can read: tk_labels.0: Must be a label (and 6 more)',
    hawaiian: '(haw) Unreadable: tk_labels.0: (haw) Must be a label (+6)',
    fields: {
      english: {
        'tk_labels.0': 'Must be a label',
        'tk_labels.1.unique_id': 'A label needs its unique_id',
        'tk_labels.2.name': 'A label needs its name',
        'tk_labels.3.label_type': 'A label needs its label_type (as attribution, seasonal…)',
        'notice.0': 'Must be a notice',
        'notice.1.notice_type': 'A notice needs its notice_type (as traditional_knowledge…)',
        'notice.2.name': 'A notice needs its name',
      },
      hawaiian: {
        'tk_labels.0': '(haw) Must be a label',
        'tk_labels.1.unique_id': '(haw) A label needs its unique_id',
        'tk_labels.2.name': '(haw) A label needs its name',
        'tk_labels.3.label_type': '(haw) A label needs its label_type',
        'notice.0': '(haw) Must be a notice',
        'notice.1.notice_type': '(haw) A notice needs its notice_type',
        'notice.2.name': '(haw) A notice needs its name',
      },
    },
  },
  'nothing to import': {
    file: project({ title: 'Empty', tk_labels: [], bc_labels: [], notice: [] }),
    english: 'The Local Contexts project “Empty” has no labels or notices to import',
    hawaiian: '(haw) Nothing in “Empty”',
  },
  'too many labels': {
    file: project({ tk_labels: Array.from({ length: 201 }, (_, i) => label(`u${i}`)) }),
    english: 'The project has 201 labels and notices; the archive takes at most 200',
    hawaiian: '(haw) 201 labels, at most 200',
  },
  'a label in it twice': {
    file: project({ tk_labels: [label('u1')], bc_labels: [{ ...label('u1'), label_type: 'provenance' }] }),
    english: 'This file is not a Local Contexts project: the label u1 is in it twice',
    hawaiian: '(haw) u1 twice',
  },
};

const importFile = (file: object, language?: string) =>
  t.request('admin', {
    method: 'POST',
    url: '/api/tk-labels/import',
    payload: file as Record<string, unknown>,
    headers: language ? { 'accept-language': language } : {},
  });

describe('a Local Contexts project file refused', () => {
  it.each(Object.entries(REFUSALS))(
    'for %s: in exact English, and in the stand-ins in Hawaiian',
    async (_, refusal) => {
      for (const language of [undefined, 'en']) {
        const res = await importFile(refusal.file, language);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toBe(refusal.english);
        expect(res.json().fields).toEqual(refusal.fields?.english);
      }
      const res = await importFile(refusal.file, 'haw');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(refusal.hawaiian);
      expect(res.json().fields).toEqual(refusal.fields?.hawaiian);
    },
  );

  it('writes nothing for any of them', async () => {
    expect(await countRows(t.db, 'tk_labels')).toBe(0);
  });
});
