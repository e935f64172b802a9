/** What leaves the server of a label and of its use: the text shown, and the archive's own icon's address. */
import {
  tkLabelIconPath,
  type TkLabel,
  type TkLabelKind,
  type TkLabelRecordType,
  type TkLabelUse,
} from '../../../shared/api/tk-labels.ts';
import { USE_PART_COLUMNS, type LabelUseWithLabel, type TkLabelRow } from './tk-label.repository.ts';

export function presentLabel(row: TkLabelRow): TkLabel {
  const kind = row.kind as TkLabelKind;
  return {
    label_id: row.label_id,
    kind,
    label_type: row.label_type,
    name: row.name,
    community: row.community,
    community_text: row.community_text,
    archive_text: row.archive_text,
    text: row.archive_text ?? row.community_text,
    language: row.language,
    lc_id: row.lc_id,
    project_lc_id: row.project_lc_id,
    project_title: row.project_title,
    project_page: row.project_page,
    label_page: row.label_page,
    icon_url: tkLabelIconPath(kind, row.label_type),
  };
}

/** The record a use is on: the part whose column is set, else the canoe itself. */
function recordOf(row: LabelUseWithLabel): { record_type: TkLabelRecordType; record_id: number } {
  for (const [type, column] of Object.entries(USE_PART_COLUMNS) as [TkLabelRecordType, 'media_id'][]) {
    const id = row[column];
    if (id != null) return { record_type: type, record_id: Number(id) };
  }
  return { record_type: 'canoe', record_id: row.canoe_id };
}

export function presentUse(row: LabelUseWithLabel): TkLabelUse {
  return {
    use_id: row.use_id,
    canoe_id: row.canoe_id,
    ...recordOf(row),
    position: row.position,
    label: presentLabel(row),
  };
}
