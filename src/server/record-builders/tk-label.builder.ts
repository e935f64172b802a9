/** Traditional Knowledge labels (decision 021): a label as an import stores it, and a label used on a record. */
import type { Db } from '../db/database.ts';
import type { Row } from '../db/tables.ts';
import { insertLabel, insertUse, listRecordUses } from '../modules/tk-labels/tk-label.repository.ts';
import type { TkLabelKind, TkLabelRecordType } from '../../shared/api/tk-labels.ts';
import { buildCanoe } from './canoe.builder.ts';
import { nfc } from './builder-support.ts';

export interface TkLabelOverrides {
  kind?: TkLabelKind;
  labelType?: string;
  name?: string;
  community?: string | null;
  communityText?: string;
  archiveText?: string | null;
  /** Its id at Local Contexts (a new one when omitted). */
  lcId?: string;
  projectTitle?: string;
}

let made = 0;

export async function buildTkLabel(
  db: Db,
  overrides: TkLabelOverrides = {},
): Promise<Row<'tk_labels'> & { id: number }> {
  made += 1;
  const row = await insertLabel(db.kysely, {
    lc_id: overrides.lcId ?? `built-${Date.now().toString(36)}-${made}`,
    kind: overrides.kind ?? 'tk_label',
    label_type: overrides.labelType ?? 'attribution',
    name: nfc(overrides.name ?? 'TK Attribution (TK A)')!,
    community: nfc(overrides.community === undefined ? 'Hui Waʻa o Waiʻanae' : overrides.community),
    community_text: nfc(
      overrides.communityText ??
        'This canoe is carved from koa given by the ʻohana of Waiʻanae; name them when you use its image.',
    )!,
    archive_text: nfc(overrides.archiveText ?? null),
    language: 'English',
    language_tag: 'en',
    project_lc_id: 'built-project',
    project_title: nfc(overrides.projectTitle ?? 'Waʻa of the Waiʻanae Coast')!,
    project_page: null,
    label_page: null,
    img_url: null,
    translations: null,
  });
  return { ...row, id: row.label_id };
}

export interface TkLabelUseOverrides {
  /** The canoe (made when omitted). */
  canoeId?: number;
  /** The label (made when omitted). */
  labelId?: number;
  /** What it is on; the canoe itself when omitted. */
  record?: { type: Exclude<TkLabelRecordType, 'canoe'>; id: number };
}

/** Adds the label after the record's others. */
export async function buildTkLabelUse(
  db: Db,
  overrides: TkLabelUseOverrides = {},
): Promise<Row<'tk_label_uses'> & { id: number }> {
  const canoeId = overrides.canoeId ?? (await buildCanoe(db)).canoe_id;
  const labelId = overrides.labelId ?? (await buildTkLabel(db)).label_id;
  const owner = overrides.record
    ? { canoeId, type: overrides.record.type, id: overrides.record.id }
    : { canoeId, type: 'canoe' as const, id: canoeId };
  const position = (await listRecordUses(db.kysely, owner)).length + 1;
  const row = await insertUse(db.kysely, owner, labelId, position);
  return { ...row, id: row.use_id };
}
