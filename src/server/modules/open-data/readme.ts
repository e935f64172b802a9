/**
 * The words a person reads first in an exported archive, without this software: `README.txt` at the bag's root
 * and the human part of `bag-info.txt`. Both are tag files (listed in tagmanifest-sha256.txt), so the payload,
 * and the manifest that proves it, stay the same from one export to the next.
 */
import { BAG_FORMAT, BAG_VERSION, type ExportInfo, type ProtocolInfo } from './bag-format.ts';

export interface ArchiveWords {
  exportedAt: Date;
  includePrivate: boolean;
  info: ExportInfo;
}

const what = (includePrivate: boolean, protocol: ProtocolInfo | undefined) =>
  includePrivate
    ? 'the whole archive, with its private details (people, contact details, accounts without passwords, ' +
      'the mailing list and the change history)'
    : protocol
      ? `the public archive and what is kept for the community protocol "${protocol.name}": what its keepers ` +
        'may read on the registry'
      : 'the public archive: what anyone may read on the registry';

/** How a protection keeps its rows, in words: "members of Kahananui ʻohana", "keepers of A or B only". */
function protectionWords(protection: ProtocolInfo['protections'][number]): string {
  const names = protection.protocols.map((name) => `"${name}"`);
  const joined =
    names.length > 1
      ? `${names.slice(0, -1).join(', ')} ${protection.protocols_needed === 'all' ? 'and' : 'or'} ${names.at(-1)}`
      : (names[0] ?? '');
  const who =
    protection.level === 'keepers'
      ? `the keepers of ${joined} only`
      : names.length > 1 && protection.protocols_needed === 'all'
        ? `those who belong to each of ${joined}`
        : `the members of ${joined}`;
  const others =
    protection.shown_as === 'notice' ? 'others are told that it is kept' : 'others see nothing of it';
  return `  ${String(protection.protection_id).padEnd(6)} ${who}; ${others}`;
}

/** README.txt's part on what a protocol's export holds that a public one does not. */
function protocolSection(protocol: ProtocolInfo | undefined): string {
  if (!protocol) return '';
  return `
WHAT IS KEPT FOR "${protocol.name}"

Besides the public archive, this file holds the photos, stories, sources and notes that the community protocol
"${protocol.name}" keeps for its own people (protocols.csv describes it). A row of canoe_media, stories, sources
or another table with a number in protection_id is kept, and so are notes with a number in notes_protection_id;
protections.csv and protection_protocols.csv say for whom. The protections in this file:

${protocol.protections.map(protectionWords).join('\n')}

Give this file only to the people of "${protocol.name}". It names no account and no member: an archive that
imports it keeps these rows for a protocol of the same name, and its administrators add that protocol's members.
`;
}

/** bag-info.txt's lines after Payload-Oxum: what this is, and which version of the archive's layout it holds. */
export function bagInfoWords({ includePrivate, info }: ArchiveWords): string[] {
  const which = includePrivate
    ? 'whole archive, with private details'
    : info.protocol
      ? `public archive, with what is kept for the protocol "${info.protocol.name}"`
      : 'public archive';
  return [
    `External-Description: The Koa Canoe Registry's ${which}: ` +
      'every record as CSV and JSON Lines, and every image. Read README.txt first.',
    `Archive-Format: ${BAG_FORMAT} version ${BAG_VERSION}, the ${BAG_VERSION === 1 ? 'first' : `number ${BAG_VERSION}`} ` +
      'version of the registry archive layout described in README.txt. The registry software imports an archive of ' +
      'its own version or older, and refuses a newer one.',
    `Database-Schema: ${info.schema} (the last change made to the structure of the database it came from)`,
  ];
}

/** README.txt: for a person who opens the ZIP without this software, in ten or twenty years. */
export function archiveReadme({ exportedAt, includePrivate, info }: ArchiveWords): string {
  const tables = Object.entries(info.tables)
    .map(([table, { rows }]) => `  ${`${table}.csv`.padEnd(32)} ${rows} ${rows === 1 ? 'row' : 'rows'}`)
    .join('\n');
  return `KOA CANOE REGISTRY: ARCHIVE EXPORTED ON ${exportedAt.toISOString().slice(0, 10)}

This folder holds ${what(includePrivate, info.protocol)}, as it was at ${exportedAt.toISOString()}
(Coordinated Universal Time). It is the registry of historic hand-carved koa canoes of Hawaiʻi: the canoes,
their names, stewards, makers, restorations and races, their photos, and the sources that support each fact.
Nothing in it needs the registry's software to be read.

WHAT IS WHERE

  README.txt            this file
  bag-info.txt          when and from which registry it was exported, and which version of this layout it is
  manifest-sha256.txt   a fingerprint (SHA-256) of every file under data/, to check that nothing changed
  data/csv/             every table as a spreadsheet file (CSV: UTF-8, comma-separated, a header row)
  data/records/         the same rows as JSON Lines (one record a line), exactly as the database held them
  data/images/          every image: <number>-display.webp (full size), -thumbnail.webp, -small.webp
  data/datapackage.json what each column of each CSV file is (Frictionless Data Package)
  data/ro-crate-metadata.json  a description of the whole for research repositories (RO-Crate)
  data/export.json      the table names and row counts, read by the registry's software on import

The tables and how many rows each holds:
${tables}

HOW TO READ IT

- Start with canoes.csv. Every row has a number (canoe_id); the other tables point to a canoe by that number
  (canoe_names.csv holds its names over time, ownerships.csv its stewards, and so on).
- A row of images.csv names its files in data/images/. Photos are WebP pictures, which current web browsers and
  most image viewers open.
- Dates say only what is known: "1962" is a year, "1962-05" a month, "1850~" about 1850, "1962?" possibly
  1962, "196X" the 1960s, "1962/1965" a range, "../1900" before 1900 (the Extended Date/Time Format, EDTF, a
  Library of Congress standard).
- Rich text (notes, biographies, stories) is HTML with paragraphs, emphasis and links.
- tk_labels.csv holds the Traditional Knowledge labels and notices (Local Contexts, localcontexts.org) that
  communities gave their canoes, photos, stories and sources, in the community's words (archive_text, when set,
  is the registry's own text of it); tk_label_uses.csv says which record carries which label. Honour them when
  you use what they are on.
- translations.csv (in a private export) holds the interface's words in ʻŌlelo Hawaiʻi as the community's
  translators wrote them: each message's id, its text (ICU MessageFormat) and whether it is a draft or reviewed.
- Hawaiian words are written with the ʻokina and kahakō (ā, ē, ī, ō, ū) as entered: open the files as UTF-8.
- A spreadsheet may treat a value that starts with "=" as a formula: import the CSV files as text to be sure.
${protocolSection(info.protocol)}
HOW TO CHECK THAT NOTHING CHANGED

This folder is a BagIt bag (RFC 8493, version 1.0), a format libraries and archives use to keep files whole.
In this folder, on Linux or macOS:

  sha256sum -c manifest-sha256.txt        (macOS: shasum -a 256 -c manifest-sha256.txt)

Every line must say OK. Any BagIt tool (for example the Library of Congress's bagit-python) checks it too.

HOW TO LOAD IT INTO THE REGISTRY AGAIN

The registry's software reads this ZIP back into a new database with the same numbers, so every link to a canoe
keeps working:

  npm run --silent cli -- import <this file>.zip

Its format is "${BAG_FORMAT}", version ${BAG_VERSION}. The software imports an archive of its own version or
older and refuses a newer one. The database it came from had the structure named "${info.schema}".
`;
}
