/**
 * Stored XSS through community submissions: the stored-XSS payload corpus in every free-text field
 * renders inert. Payloads (support/xss.ts) go, as a visitor sends them (a solved challenge, support/
 * submissions.ts), into every free-text field a sender controls, found from the submission body's zod schema:
 * a story (title, story, name to show, each photo's caption, credit and file name, its recording's title, teller,
 * recorder and transcript), two corrections (the canoe's
 * name and its origin: value and explanation) and a new canoe (name, bow number, origin, steward, maker, and a
 * story). The sender's email, which only has to pass the address pattern, carries markup too.
 *
 * Then, in Chromium, an administrator visits the moderation queue and each submission's review page (the Edit
 * form and the Reject dialog opened) and approves it there; the canoe pages, their tabs, photos and history are
 * visited as the administrator (with the story's Delete dialog and Edit Story form open) and then as a visitor. The
 * published story is given an ʻŌlelo Hawaiʻi version with payloads too (PATCH …/stories/{id}, decision 027). Nothing may run: no
 * dialog, no `window.__xss`, no inline handler, script URL, frame or foreign script in the page. The story's
 * allowed markup (emphasis, an https link marked nofollow) must survive, so the cleaning is shown not to strip
 * everything.
 *
 * As admin-stored-xss.spec.ts does, each check runs with the site's Content-Security-Policy and with Chromium
 * told to ignore it (the HTML alone must be inert); STRESS=1 sends the whole corpus into every field (one set of
 * submissions per payload, in chunks) in the run without the policy.
 *
 * The file is in the "public" project (not admin-*), but it creates and approves records, so it runs against the
 * admin server, where tests create their own records (and delete them after).
 */
import {
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { canoeBody } from '../../src/shared/api/canoes.ts';
import {
  storyTextBody,
  submissionBody,
  submissionPhotoInput,
  type CorrectionField,
  type SubmissionKind,
} from '../../src/shared/api/submissions.ts';
import { test, expect, signIn, KNOWN } from './support/fixtures.ts';
import { toneWav } from '../../src/server/record-builders/recording.builder.ts';
import { photoData, submit, type SubmissionContent } from './support/submissions.ts';
import {
  XSS_CORPUS,
  XSS_SAMPLE,
  dangerousMarkup,
  inlineScriptsRun,
  textFields,
  watchForPayloads,
  type TextField,
} from './support/xss.ts';

const STRESS = process.env.STRESS === '1';
/** Sets of submissions per test under STRESS. */
const CHUNK = 6;
const WRITE = { 'X-Requested-With': 'fetch' };

// The records this file makes belong on the admin server (playwright.config.ts), whatever project runs it.
test.use({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    const admin = testInfo.config.projects.find((project) => project.name === 'admin');
    expect(admin?.use.baseURL, 'the admin project’s server').toBeTruthy();
    await use(admin!.use.baseURL);
  },
});

/** Not written by a person: the honeypot (must stay empty), the solved challenge and the recording's claim token. */
const NOT_SENDER_TEXT = new Set(['website', 'challenge', 'recording.upload_token']);
/** The free-text fields of the body a sender fills, and of each of its photos. */
const SENDER_FIELDS = textFields(submissionBody).filter(
  (field) => !NOT_SENDER_TEXT.has(field.path[0]) && !NOT_SENDER_TEXT.has(field.path.join('.')),
);
/** The sound a story's recording carries (two seconds of WAV), for its transcript's times. */
const RECORDING = toneWav(2);
const PHOTO_FIELDS = textFields(submissionPhotoInput);
/** A correction's value must also pass the canoe form's rules when approved (a name is at most 200 characters). */
const CANOE_FIELDS = textFields(canoeBody);

const fieldsOf = (kind: SubmissionKind) =>
  SENDER_FIELDS.filter((field) =>
    field.path[0] === 'correction'
      ? kind === 'correction'
      : field.path[0] === 'canoe'
        ? kind === 'new_canoe'
        : field.path[0] === 'recording'
          ? kind === 'story'
          : true,
  );

/** What the story's cleaning must keep: emphasis and an https link (marked nofollow). */
const allowedMarkup = (tag: string) => ({
  emphasis: `steered by ${tag}`,
  link: `https://example.org/waa/${tag}`,
});

/** Passes the address pattern, and carries markup: shown to the admin group as a mailto: link. */
const emailWithMarkup = (set: number) => `"><svg/onload=__xss=1>ʻ${set}@example.org`;

function setPath(body: Record<string, unknown>, path: string[], value: string) {
  let at = body;
  for (const key of path.slice(0, -1)) {
    at[key] = { ...((at[key] as Record<string, unknown> | undefined) ?? {}) };
    at = at[key] as Record<string, unknown>;
  }
  at[path.at(-1)!] = value;
}

/** Hands out payloads to one set's fields in turn, so the sample is spread over them; every field gets one. */
class Payloads {
  private field = 0;
  readonly filled: string[] = [];
  constructor(
    private readonly payloads: readonly string[],
    private readonly set: number,
  ) {}

  /** The next payload that fits, with `suffix` (a name's tag, to find it by) after it. */
  next(where: string, max: number, suffix = ''): string {
    this.filled.push(where);
    const start = this.set + this.field++;
    for (let j = 0; j < this.payloads.length; j++) {
      const candidate = `${this.payloads[(start + j) % this.payloads.length]}${suffix}`;
      if (candidate.length <= max) return candidate;
    }
    return `ʻ${suffix}`.slice(0, max);
  }
}

/** One set: a canoe made for it and the submissions sent about it (and the canoe one of them brings). */
interface StoredSet {
  /** The test's tag, in the names, the story's allowed markup and the canoe list's search. */
  tag: string;
  canoe: number;
  canoeName: string;
  newCanoeName: string;
  submissions: number[];
  /** Filled once approved. */
  createdCanoe: number;
}

const CORRECTIONS: CorrectionField[] = ['name', 'origin'];

/** The body of one submission, every free-text field a payload. */
async function contentFor(
  kind: SubmissionKind,
  canoeId: number | null,
  fill: Payloads,
  tag: string,
  set: number,
  correction?: CorrectionField,
): Promise<{ content: SubmissionContent; names: Record<string, string> }> {
  const body: Record<string, unknown> = { kind, licence: 'cc-by-4.0' };
  if (canoeId !== null) body.canoe_id = canoeId;
  if (kind === 'correction') body.correction = { field: correction };
  if (kind === 'new_canoe') body.canoe = { type_id: 1, build_date: '1971' };
  // A story brings a recording, its teller named so visitors are shown the name too.
  if (kind === 'story') body.recording = { upload_token: 'sent-first', teller_named: true, consent: true };
  const names: Record<string, string> = {};
  for (const { path, max } of fieldsOf(kind)) {
    const key = path.join('.');
    if (key === 'story') {
      const { emphasis, link } = allowedMarkup(tag);
      const payload = fill.next(key, max);
      setPath(
        body,
        path,
        `<p>She was <em>${emphasis}</em>; read <a href="${link}">the club’s page</a>.</p><p>${payload}</p>`,
      );
      continue;
    }
    let limit = max;
    // A correction's value becomes the canoe's detail: the canoe form's limit holds too.
    if (key === 'correction.value') {
      const detail = CANOE_FIELDS.find((f: TextField) => f.path.join('.') === correction);
      limit = Math.min(max, detail?.max ?? max);
    }
    // The names carry the test's tag, so the canoe list finds them.
    const named =
      key === 'canoe.name' ||
      key === 'canoe.hull_id' ||
      (key === 'correction.value' && correction === 'name');
    // A transcript's line starts with its time.
    const value =
      key === 'recording.transcript'
        ? `0:00 ${fill.next(key, limit - 5)}`
        : fill.next(key, limit, named ? ` ${tag}${set}` : '');
    setPath(body, path, value);
    if (named) names[key] = value;
  }
  if (kind !== 'correction') {
    const count = kind === 'story' ? 2 : 1;
    body.photos = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const photo: Record<string, unknown> = {
          mime_type: 'image/jpeg',
          data: await photoData(i ? '#2b6c8f' : '#7a4a22'),
          date_taken: '1968-07',
          licence: 'cc-by-sa-4.0',
        };
        for (const { path, max } of PHOTO_FIELDS) {
          setPath(photo, path, fill.next(`photos.${path.join('.')}`, max));
        }
        return photo;
      }),
    );
    body.photo_rights = true;
  }
  body.email = emailWithMarkup(set);
  body.notify = true;
  return { content: body as unknown as SubmissionContent, names };
}

/** Sends a submission; under STRESS, past the server's 60 challenges a minute, it waits and sends again. */
async function send(visitor: APIRequestContext, content: SubmissionContent): Promise<number> {
  const recording = content.recording ? RECORDING : undefined;
  if (!STRESS) return submit(visitor, content, recording);
  let id = 0;
  await expect(async () => {
    id = await submit(visitor, content, recording);
  }).toPass({ intervals: [5_000, 10_000, 20_000], timeout: 180_000 });
  return id;
}

async function storeSets(
  admin: APIRequestContext,
  visitor: APIRequestContext,
  payloads: readonly string[],
  tag: string,
  first: number,
  last: number,
): Promise<StoredSet[]> {
  const sets: StoredSet[] = [];
  for (let set = first; set <= last; set++) {
    const created = await admin.post('/api/canoes', {
      data: { name: `Waʻa ${tag}${set}`, name_start_date: '2001', length: 40 },
      headers: WRITE,
    });
    expect(created.status(), await created.text()).toBe(201);
    const canoe = ((await created.json()) as { canoe_id: number }).canoe_id;
    const fill = new Payloads(payloads, set);
    const stored: StoredSet = {
      tag,
      canoe,
      canoeName: '',
      newCanoeName: '',
      submissions: [],
      createdCanoe: 0,
    };
    const kinds: [SubmissionKind, CorrectionField?][] = [
      ['story'],
      ...CORRECTIONS.map((field): [SubmissionKind, CorrectionField] => ['correction', field]),
      ['new_canoe'],
    ];
    for (const [kind, correction] of kinds) {
      const { content, names } = await contentFor(
        kind,
        kind === 'new_canoe' ? null : canoe,
        fill,
        tag,
        set,
        correction,
      );
      stored.submissions.push(await send(visitor, content));
      if (names['correction.value']) stored.canoeName = names['correction.value'];
      if (names['canoe.name']) stored.newCanoeName = names['canoe.name'];
    }
    // Every free-text field a sender controls got a payload.
    expect(new Set(fill.filled)).toEqual(
      new Set([
        ...SENDER_FIELDS.map((f) => f.path.join('.')),
        ...PHOTO_FIELDS.map((f) => `photos.${f.path.join('.')}`),
      ]),
    );
    sets.push(stored);
  }
  return sets;
}

test('payloads go into every free-text field a sender controls', () => {
  // The schema reading finds the sender's words, and only those: a new field shows up here.
  expect(SENDER_FIELDS.map((field) => field.path.join('.'))).toEqual([
    'title',
    'story',
    'correction.value',
    'correction.explanation',
    'canoe.name',
    'canoe.hull_id',
    'canoe.origin',
    'canoe.steward',
    'canoe.maker',
    'recording.title',
    'recording.teller',
    'recording.recorded_by',
    'recording.transcript',
    'sender_name',
  ]);
  expect(PHOTO_FIELDS.map((field) => field.path.join('.'))).toEqual(['file_name', 'caption', 'credit']);
  for (const field of CORRECTIONS) {
    expect(CANOE_FIELDS.map((f) => f.path.join('.'))).toContain(field);
  }
});

/** One browser session's checks: every problem found, with the page and state it was found in. */
class Inspector {
  readonly hits: string[] = [];
  readonly problems: string[] = [];
  states = 0;
  private inFlight = 0;
  private quietSince = Date.now();

  constructor(readonly page: Page) {
    page.on('request', () => this.inFlight++);
    const done = () => {
      this.inFlight--;
      this.quietSince = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** Until no request has been under way for a moment and nothing says it is loading. */
  async settle() {
    this.quietSince = Date.now();
    await this.page.waitForLoadState('load');
    await expect
      .poll(() => this.inFlight <= 0 && Date.now() - this.quietSince > 100, { intervals: [50] })
      .toBe(true);
    await expect(this.page.getByText(/^Loading/)).toHaveCount(0);
  }

  async check(where: string) {
    await this.settle();
    this.states++;
    const found = await dangerousMarkup(this.page);
    const frames = this.page.frames().filter((f) => f !== this.page.mainFrame());
    if (frames.length) found.push(`${frames.length} frame(s): ${frames.map((f) => f.url()).join(', ')}`);
    for (const problem of found) this.problems.push(`${where}: ${problem}`);
  }

  async visit(url: string) {
    await this.page.goto(url);
    await this.check(url);
  }

  /** A dialog opened by `open`, checked, then closed with Escape. */
  async dialog(where: string, open: () => Promise<void>) {
    await open();
    const dialog = this.page.getByRole('alertdialog').or(this.page.getByRole('dialog'));
    await expect(dialog).toBeVisible();
    await this.check(where);
    await this.page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }

  /** Each tab of the page clicked and checked; `inTab` does more in one. */
  async eachTab(url: string, inTab?: (name: string) => Promise<void>) {
    const tabs = this.page.getByRole('tab');
    const count = await tabs.count();
    expect(count, `tabs of ${url}`).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const name = (await tabs.nth(i).textContent())?.trim() ?? `tab ${i}`;
      await tabs.nth(i).click();
      await this.check(`${url} tab ${name}`);
      await inTab?.(name);
    }
  }
}

/** The moderation queue, page by page until every submission of the test is seen; then each one reviewed. */
async function review(inspector: Inspector, sets: StoredSet[]) {
  const { page } = inspector;
  const ids = new Set(sets.flatMap((set) => set.submissions));
  const seen = new Set<number>();
  for (let n = 1; seen.size < ids.size; n++) {
    expect(n, 'pages of the queue before every submission is listed').toBeLessThan(40);
    await inspector.visit(`/submissions${n > 1 ? `?page=${n}` : ''}`);
    const links = await page
      .locator('main a[href^="/submissions/"]')
      .evaluateAll((found) => found.map((a) => Number(a.getAttribute('href')!.split('/').pop())));
    if (!links.length) break;
    for (const id of links) if (ids.has(id)) seen.add(id);
  }
  const ascending = (a: number, b: number) => a - b;
  expect([...seen].sort(ascending), 'every submission in the queue').toEqual([...ids].sort(ascending));

  for (const set of sets) {
    for (const id of set.submissions) {
      const url = `/submissions/${id}`;
      await inspector.visit(url);
      await expect(page.getByRole('heading', { level: 1, name: `Submission #${id}` })).toBeVisible();
      if (id === set.submissions[0]) {
        // The preview of the waiting story already keeps its allowed markup.
        await expectAllowedMarkup(page.getByRole('main'), set.tag);
      }
      // The Edit form, filled with the stored words (the story in its editor).
      await page.getByRole('button', { name: 'Edit then approve' }).click();
      await expect(page.getByRole('form', { name: 'Edit submission' })).toBeVisible();
      await inspector.check(`${url}, Edit form open`);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(page.getByRole('form', { name: 'Edit submission' })).toHaveCount(0);
      await inspector.dialog(`${url}, Reject dialog open`, () =>
        page.getByRole('button', { name: 'Reject', exact: true }).click(),
      );
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Approved' })).toBeVisible();
      await inspector.check(`${url}, approved`);
    }
    const created = await page.request.get(`/api/submissions/${set.submissions.at(-1)}`);
    set.createdCanoe = ((await created.json()) as { created_canoe_id: number }).created_canoe_id;
    expect(set.createdCanoe, 'the new canoe made by the approval').toBeGreaterThan(0);
  }
  await inspector.visit('/submissions?status=approved');
}

/**
 * A keeper's edit of each published story (decision 027): every free-text field of the edit's body (the story's
 * English and ʻŌlelo Hawaiʻi text) takes a payload beside the allowed markup, so both versions are checked.
 */
async function editPublishedStories(
  admin: APIRequestContext,
  sets: StoredSet[],
  payloads: readonly string[],
) {
  const fields = textFields(storyTextBody).map((field) => field.path.join('.'));
  expect(fields).toEqual(['body', 'body_haw']);
  for (const [index, set] of sets.entries()) {
    const submission = await admin.get(`/api/submissions/${set.submissions[0]}`);
    const storyId = ((await submission.json()) as { story_id: number }).story_id;
    const { emphasis, link } = allowedMarkup(set.tag);
    const body = Object.fromEntries(
      fields.map((field, i) => [
        field,
        `<p>(${field}) <em>${emphasis}</em>; <a href="${link}">the club’s page</a>.</p>` +
          `<p>${payloads[(index + i + 3) % payloads.length]}</p>`,
      ]),
    );
    const edited = await admin.fetch(`/api/canoes/${set.canoe}/stories/${storyId}`, {
      method: 'PATCH',
      data: body,
      headers: WRITE,
    });
    expect(edited.status(), await edited.text()).toBe(200);
  }
}

async function expectAllowedMarkup(scope: Locator, tag: string) {
  const { emphasis, link } = allowedMarkup(tag);
  await expect(scope.locator('em', { hasText: emphasis }).first()).toBeVisible();
  const anchor = scope.locator(`a[href="${link}"]`).first();
  await expect(anchor).toBeVisible();
  await expect(anchor).toHaveAttribute('rel', /\bnofollow\b/);
}

/** The public pages of each set's canoes, as an administrator (with their dialogs) or a visitor. */
async function visitCanoes(inspector: Inspector, sets: StoredSet[], admin: boolean) {
  const { page } = inspector;
  const { tag } = sets[0];
  for (const view of ['', '&view=list']) {
    await inspector.visit(`/canoes?q=${encodeURIComponent(tag)}${view}`);
    await expect(page.getByText(tag).first()).toBeVisible();
  }
  for (const set of sets) {
    for (const [canoe, name] of [
      [set.canoe, set.canoeName],
      [set.createdCanoe, set.newCanoeName],
    ] as const) {
      const url = `/canoes/${canoe}`;
      await inspector.visit(url);
      // The corrected name, and the new canoe's name, payload and all, are shown as the text they are.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await inspector.eachTab(url, async (tab) => {
        if (admin && tab === 'Stories') {
          await inspector.dialog(`${url} tab Stories, Delete dialog open`, () =>
            page
              .getByRole('tabpanel')
              .getByRole('button', { name: /^Delete story/ })
              .first()
              .click(),
          );
          // The Edit Story form, the story's two versions in their editors.
          await page
            .getByRole('tabpanel')
            .getByRole('button', { name: /^Edit story/ })
            .first()
            .click();
          const edit = page.getByRole('form', { name: 'The story’s text' });
          await expect(edit.getByRole('textbox', { name: 'Story in ʻŌlelo Hawaiʻi' })).toBeVisible();
          await inspector.check(`${url} tab Stories, Edit Story open`);
          await edit.getByRole('button', { name: 'Cancel', exact: true }).click();
          await expect(edit).toHaveCount(0);
        }
      });
      // The tabs as the server renders them, by their address.
      await inspector.visit(`${url}?tab=media`);
      await inspector.visit(`${url}?tab=stories`);
      await expectAllowedMarkup(page.getByRole('tabpanel'), set.tag);
      // The canoe's photos, the sender's among them, and one opened full size.
      await inspector.visit(`${url}/photos`);
      const photos = canoe === set.canoe ? 2 : 1;
      await expect(page.getByRole('button', { name: /^View photo \d+ full size/ })).toHaveCount(photos);
      await inspector.dialog(`${url}/photos, photo open`, () =>
        page.getByRole('button', { name: /^View photo 1 full size/ }).click(),
      );
      // The history records the approval ("shared by" the sender's name).
      if (admin) await inspector.visit(`${url}/history`);
    }
  }
}

/**
 * With the policy, the sample; without it, the sample too, or under STRESS the whole corpus, one set of
 * submissions per payload in chunks. The markup is the same either way; the run without the policy is the one
 * that must see every payload.
 */
const POLICIES = [
  { name: 'with the site’s CSP', bypassCSP: false, payloads: XSS_SAMPLE, sets: 1 },
  {
    name: 'with the CSP switched off (the HTML alone must be inert)',
    bypassCSP: true,
    payloads: STRESS ? XSS_CORPUS : XSS_SAMPLE,
    sets: STRESS ? XSS_CORPUS.length : 1,
  },
];

for (const policy of POLICIES) {
  test.describe(policy.name, () => {
    test.use({ bypassCSP: policy.bypassCSP });
    const chunks: [number, number][] = [];
    for (let first = 0; first < policy.sets; first += CHUNK) {
      chunks.push([first, Math.min(first + CHUNK, policy.sets) - 1]);
    }
    for (const [first, last] of chunks) {
      const range = policy.sets > 1 ? `, sets ${first + 1}–${last + 1} of ${policy.sets}` : '';
      test(`submitted payloads stay inert in review and once published${range}`, async ({
        page,
        baseURL,
      }) => {
        const count = last - first + 1;
        test.setTimeout(90_000 + (STRESS ? 240_000 : 180_000) * count);
        const tag = `sx${Date.now().toString(36)}${policy.bypassCSP ? 'n' : 'c'}${first}`;
        const admin = await playwrightRequest.newContext({ baseURL });
        const visitor = await playwrightRequest.newContext({ baseURL });
        try {
          const { email, password } = KNOWN.accounts.admin;
          const login = await admin.post('/api/auth/login', { data: { email, password }, headers: WRITE });
          expect(login.ok(), await login.text()).toBe(true);
          const sets = await storeSets(admin, visitor, policy.payloads, tag, first, last);

          const inspector = new Inspector(page);
          await watchForPayloads(page, inspector.hits);
          await signIn(page, 'admin');
          await page.goto('/about');
          // The run is what it says: the policy stops inline scripts, or there is none to stop them.
          expect(await inlineScriptsRun(page)).toBe(policy.bypassCSP);

          await review(inspector, sets);
          await editPublishedStories(admin, sets, policy.payloads);
          await visitCanoes(inspector, sets, true);
          await page.getByRole('button', { name: 'Sign Out' }).click();
          await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
          await visitCanoes(inspector, sets, false);

          // Event handlers fire late (an image failing to load): a moment before the last look.
          await page.waitForTimeout(300);
          expect({ ran: inspector.hits, markup: inspector.problems }).toEqual({ ran: [], markup: [] });
          // The queue, the approved list and the canoe list twice per role; per set 4 reviews of 4 states, and
          // per canoe its 7 tabs with 5 more pages or dialogs for a visitor, 7 more for an administrator.
          expect(inspector.states).toBeGreaterThanOrEqual(6 + count * (16 + 2 * (12 + 14)));

          for (const set of sets) {
            for (const canoe of [set.canoe, set.createdCanoe]) {
              const removed = await admin.delete(`/api/canoes/${canoe}`, { headers: WRITE });
              expect(removed.status(), `DELETE canoe ${canoe}: ${await removed.text()}`).toBe(204);
            }
          }
        } finally {
          await admin.dispose();
          await visitor.dispose();
        }
      });
    }
  });
}
