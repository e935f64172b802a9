/**
 * The README's Configuration table, written from the variables' documentation in src/server/config.ts, where each
 * variable is documented once beside its schema.
 *
 *   npx tsx scripts/config-table.ts           print the table
 *   npx tsx scripts/config-table.ts --write   put it into README.md between its two markers
 *
 * src/server/config.test.ts fails when the README's table is not this one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentedVariables } from '../src/server/config.ts';

export const TABLE_START =
  '<!-- The table is written by `npx tsx scripts/config-table.ts --write` from src/server/config.ts. -->';
export const TABLE_END = '<!-- End of the written table. -->';

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The table in Markdown, one row a variable (not aligned: Prettier aligns it). */
export function configTable(): string {
  const rows = documentedVariables().map(
    (v) => `| \`${v.name}\` | ${cell(v.default)} | ${cell(v.meaning)} |`,
  );
  return ['| Variable | Default | Meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

/** `readme` with the text between the markers replaced by the table. */
export function withConfigTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('README.md has no configuration table markers');
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${configTable()}\n\n${readme.slice(end)}`;
}

/** The table's rows as cells, whatever their alignment: what the README and `configTable()` must agree on. */
export function tableCells(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((value) => value.trim().replace(/^-+$/, '-')),
    );
}

/** The part of `readme` between the markers. */
export function readmeTable(readme: string): string {
  return readme.slice(readme.indexOf(TABLE_START) + TABLE_START.length, readme.indexOf(TABLE_END));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) {
    const { format, resolveConfig } = await import('prettier');
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'README.md');
    const options = await resolveConfig(file);
    const text = await format(withConfigTable(fs.readFileSync(file, 'utf8')), { ...options, filepath: file });
    fs.writeFileSync(file, text);
    console.log(`Wrote the configuration table into ${file}`);
  } else {
    console.log(configTable());
  }
}
