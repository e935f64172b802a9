/**
 * The parts of the interface whose words are messages (decision 026) keep them so: a word written into a
 * component's JSX, as text or as a label-like attribute, would be shown in English on a Hawaiian page and never
 * reach the translators. Each part listed here was moved into its message area; a part joins the list when its
 * words have been moved.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Directories (and files) of the web app whose words are all messages. */
const CONVERTED = [
  'src/web/app/shell',
  'src/web/features/home',
  'src/web/pages/home',
  'src/web/features/canoes/registry',
  'src/web/pages/canoes/canoe-registry-page.tsx',
  'src/web/features/makers',
  'src/web/pages/makers',
  'src/web/features/owners',
  'src/web/pages/owners',
  'src/web/features/people',
  'src/web/pages/people',
  'src/web/features/races',
  'src/web/pages/races',
  'src/web/features/info',
  'src/web/pages/info',
  'src/web/features/translations',
  'src/web/pages/translations',
  'src/web/components/ui',
  'src/web/components/form',
  // History and Activity.
  'src/web/features/history',
  'src/web/pages/history',
  // Submissions, Protocols and Labels.
  'src/web/features/submissions/moderation',
  'src/web/pages/submissions/submission-queue-page.tsx',
  'src/web/pages/submissions/submission-review-page.tsx',
  'src/web/features/protocols',
  'src/web/pages/protocols',
  'src/web/features/tk-labels',
  'src/web/pages/tk-labels',
  // The canoe form and the keepers' controls on a canoe's page.
  'src/web/features/canoes/form',
  'src/web/features/canoes/detail/admin',
  'src/web/features/canoes/detail/admin-controls.tsx',
  'src/web/features/canoes/sources/sources-field.tsx',
  'src/web/features/canoes/name-language-field.tsx',
  'src/web/pages/canoes/canoe-form-page.tsx',
  'src/web/pages/canoes/canoe-name-add-page.tsx',
  'src/web/pages/canoes/canoe-owner-add-page.tsx',
  // Signing in and the share form.
  'src/web/features/auth',
  'src/web/pages/auth',
  'src/web/features/submissions/share',
  'src/web/pages/submissions/share-page.tsx',
  // A canoe's tabs after the first, and its photos.
  'src/web/features/canoes/detail/names-ownership-tabs.tsx',
  'src/web/features/canoes/detail/restorations-tab.tsx',
  'src/web/features/canoes/detail/races-tab.tsx',
  'src/web/features/canoes/detail/media-tab.tsx',
  'src/web/features/canoes/detail/stories-tab.tsx',
  'src/web/features/canoes/photos',
  'src/web/pages/canoes/canoe-photos-page.tsx',
  // A canoe's timeline.
  'src/web/features/canoes/timeline',
  'src/web/pages/canoes/canoe-timeline-page.tsx',
  // Through the Years (decision 029).
  'src/web/features/through-the-years',
  'src/web/pages/through-the-years',
  // Places, the map and each island (decision 030).
  'src/web/features/places',
  'src/web/pages/places',
  // A canoe's page as it first opens.
  'src/web/features/canoes/detail/canoe-detail-view.tsx',
  'src/web/features/canoes/detail/canoe-header.tsx',
  'src/web/features/canoes/detail/canoe-hero.tsx',
  'src/web/features/canoes/detail/canoe-not-found.tsx',
  'src/web/features/canoes/detail/canoe-sidebar.tsx',
  'src/web/features/canoes/detail/details-tab.tsx',
  'src/web/features/canoes/detail/kept-for.tsx',
  'src/web/features/canoes/detail/tab-parts.tsx',
  'src/web/features/canoes/sources/source-notes.tsx',
  'src/web/pages/canoes/canoe-detail-page.tsx',
  'src/web/app/route-error-page.tsx',
  'src/web/pages/not-found-page.tsx',
];

/** Attributes that people read or hear. */
const WORDY_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'alt',
  'title',
  'placeholder',
  'label',
  'lead',
  'text',
  'allLabel',
  'loading',
  'failure',
  'emptyText',
  'description',
]);

/** Letters of a word: text made only of punctuation, digits or symbols (·, →, ×) says nothing to translate. */
const HAS_WORD = /\p{L}{2,}/u;

function filesOf(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => path.join(full, file));
}

/** Words written into the JSX of one file: `file:line: text`. */
export function literalWords(file: string, source = fs.readFileSync(file, 'utf8')): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${path.relative(ROOT, file)}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && HAS_WORD.test(node.text)) {
      found.push(`${where(node)}: ${node.text.trim()}`);
    } else if (ts.isJsxAttribute(node) && WORDY_ATTRIBUTES.has(node.name.getText(sourceFile))) {
      const value = node.initializer;
      const expression = value && ts.isJsxExpression(value) ? value.expression : undefined;
      const text =
        value && ts.isStringLiteral(value)
          ? value.text
          : expression && ts.isStringLiteralLike(expression)
            ? expression.text
            : expression && ts.isTemplateExpression(expression)
              ? [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(' ')
              : null;
      if (text !== null && HAS_WORD.test(text)) found.push(`${where(node)}: ${node.getText(sourceFile)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe('the interface’s words', () => {
  it('are messages in every part moved into the catalogs', () => {
    const words = CONVERTED.flatMap(filesOf).flatMap((file) => literalWords(file));
    expect(words).toEqual([]);
  });

  it('are found when written into JSX, as text or as a label', () => {
    const source = `
      export const A = () => (
        <section aria-label="Featured canoes">
          <h2>{t(home.title)}</h2>
          <p>Loading canoes...</p>
          <Field label={'Name'} placeholder={t(x.placeholder)} className="mt-4 text-sm" />
          <img alt={\`Photo of \${name}\`} src={url} />
          <span> · </span>
        </section>
      );`;
    expect(literalWords(path.join(ROOT, 'example.tsx'), source)).toEqual([
      'example.tsx:3: aria-label="Featured canoes"',
      'example.tsx:5: Loading canoes...',
      "example.tsx:6: label={'Name'}",
      'example.tsx:7: alt={`Photo of ${name}`}',
    ]);
  });
});
