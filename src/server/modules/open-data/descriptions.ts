/**
 * The parts of an export for people and other tools rather than for import: each table as CSV with a Frictionless
 * Data Package (`datapackage.json`) describing the columns, and an RO-Crate 1.2 (`ro-crate-metadata.json`)
 * describing the whole. Everything here is made from the data alone (no time of export), so the same archive
 * gives the same files on SQLite and on PostgreSQL.
 */
import type { ExportTable, ProtocolInfo } from './bag-format.ts';
import type { Row } from './records.repository.ts';
import { contentLanguage } from '../../../shared/content-languages.ts';

const LANGUAGE_WORDS = {
  en: 'The English version of the text',
  haw: 'The ʻŌlelo Hawaiʻi (Hawaiian) version of the text',
} as const;

export const csvFile = (table: string) => `csv/${table}.csv`;

/** A column's Frictionless type from either database's type name. */
export function fieldType(dataType: string): 'integer' | 'number' | 'string' {
  const type = dataType.toLowerCase();
  if (/int|serial/.test(type)) return 'integer';
  if (/real|double|float|numeric|decimal/.test(type)) return 'number';
  return 'string';
}

export interface TableColumns {
  spec: ExportTable;
  columns: { name: string; type: 'integer' | 'number' | 'string' }[];
  rows: number;
}

export function dataPackage(tables: TableColumns[]) {
  return {
    profile: 'tabular-data-package',
    name: 'koa-canoe-registry',
    title: 'Koa Canoe Registry',
    description:
      'Historic hand-carved koa canoes of Hawaiʻi: their names, stewards, makers, restorations, races and photos. ' +
      'Dates are ISO 8601 text as the archive stores them; rich text is ' +
      'sanitised HTML; an image column holds the path of its file in this folder.',
    resources: tables.map(({ spec, columns, rows }) => ({
      name: spec.table.replaceAll('_', '-'),
      path: csvFile(spec.table),
      profile: 'tabular-data-resource',
      format: 'csv',
      mediatype: 'text/csv',
      encoding: 'utf-8',
      rows,
      schema: {
        fields: columns.map((column) => {
          if (spec.files?.includes(column.name)) {
            return {
              name: column.name,
              type: 'string',
              description: 'Path of the image file, from this folder',
            };
          }
          // A text kept in both languages says which it is (decision 027): a BCP 47 tag beside its words.
          const language = contentLanguage(spec.table, column.name);
          return language ? { ...column, language, description: LANGUAGE_WORDS[language] } : column;
        }),
        primaryKey: spec.order ?? [spec.id],
      },
    })),
  };
}

export interface PayloadPart {
  path: string;
  size: number;
  encodingFormat: string;
  name: string;
}

/** The RO-Crate 1.2 metadata of the bag's payload (data/ is the crate's root). */
export function roCrate(
  parts: PayloadPart[],
  lastChange: string | null,
  includePrivate: boolean,
  protocol?: ProtocolInfo,
) {
  return {
    '@context': 'https://w3id.org/ro/crate/1.2/context',
    '@graph': [
      {
        '@id': 'ro-crate-metadata.json',
        '@type': 'CreativeWork',
        conformsTo: { '@id': 'https://w3id.org/ro/crate/1.2' },
        about: { '@id': './' },
      },
      {
        '@id': './',
        '@type': 'Dataset',
        name: 'Koa Canoe Registry archive',
        description:
          'The registry and story archive of historic hand-carved koa canoes in Hawaiʻi: every record as JSON Lines ' +
          '(records/, read by the registry’s import) and as CSV (csv/, described by datapackage.json), every image ' +
          '(images/)' +
          (includePrivate
            ? ', and the change history. This copy holds private details: do not publish it.'
            : protocol
              ? `. Besides the public archive it holds what is kept for the community protocol ${protocol.name} ` +
                '(protections.jsonl says how each protection keeps its rows): give it only to its people.'
              : '.'),
        ...(lastChange ? { dateModified: lastChange } : {}),
        publisher: { '@id': '#registry' },
        hasPart: [...parts.map((part) => ({ '@id': part.path })), { '@id': 'images/' }],
      },
      { '@id': '#registry', '@type': 'Organization', name: 'Koa Canoe Registry' },
      ...parts.map((part) => ({
        '@id': part.path,
        '@type': 'File',
        name: part.name,
        encodingFormat: part.encodingFormat,
        contentSize: String(part.size),
      })),
      {
        '@id': 'images/',
        '@type': 'Dataset',
        name: 'Images',
        description:
          'Each image’s stored bytes: <id>-display, <id>-thumbnail and <id>-small, as the archive serves them.',
      },
    ],
  };
}

/** A row's values in the columns' order, for CSV. */
export const rowValues = (row: Row, columns: TableColumns['columns']) =>
  columns.map((column) => row[column.name]);
