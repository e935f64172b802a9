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
