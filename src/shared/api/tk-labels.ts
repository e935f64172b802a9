/**
 * Traditional Knowledge labels and notices (Local Contexts, decision 021). A keeper imports a community's labels
 * from a Local Contexts Hub project file (the JSON of `GET /api/v2/projects/<id>/`), may give a label this
 * archive's own text, and puts labels on a canoe or on one of its photos, stories or sources. Everyone reads them:
 * the canoe page shows each with its icon, its name and the community's text.
 *
 * Routes:
 *   GET  /api/tk-labels                                     → tkLabelResponse[] (every label, by project and name)
 *   POST /api/tk-labels/import                              a project file → tkImportResponse
 *   PUT  /api/tk-labels/{id}                                tkLabelTextBody → tkLabelResponse
 *   GET  /api/canoes/{id}/tk-labels                         → tkLabelUseResponse[] (the canoe's and its parts')
 *   PUT  /api/canoes/{id}/tk-labels                         tkLabelUsesBody → tkLabelUseResponse[] (the canoe's)
 *   PUT  /api/canoes/{id}/media/{mediaId}/tk-labels         … a photo's
 *   PUT  /api/canoes/{id}/stories/{storyId}/tk-labels       … a story's
 *   PUT  /api/canoes/{id}/sources/{sourceId}/tk-labels      … a source's
 */
import { z } from 'zod';
import { optionalText } from '../fields.ts';
import { recordIdParam } from './common.ts';
import { TK_LABEL_KINDS } from '../tk-labels.ts';

export {
  TK_LABEL_KINDS,
  TK_LABEL_KIND_WORDS,
  tkLabelIconPath,
  tkLabelIconSvg,
  type TkLabelKind,
} from '../tk-labels.ts';
import { english } from '../i18n/english.ts';
import { validationArea as msg } from '../i18n/messages/validation.ts';

/** The records that carry labels, by the API's word for each (as the change history names them). */
export const TK_LABEL_RECORD_TYPES = ['canoe', 'media', 'story', 'source'] as const;
export type TkLabelRecordType = (typeof TK_LABEL_RECORD_TYPES)[number];

export const MAX_LABELS_PER_RECORD = 20;
export const ARCHIVE_TEXT_MAX = 4000;

export const tkLabelMessages = {
  labelIds: english(msg.labelIds),
  labelId: english(msg.labelId),
  tooMany: english(msg.tooManyLabels, { max: MAX_LABELS_PER_RECORD }),
  once: english(msg.labelOnce),
} as const;

/** A part of the project file, read by the server (which says what is wrong with it), not by this schema. */
const projectPart = (description: string) => z.unknown().optional().meta({ description });

/**
 * A Local Contexts project file as sent: a JSON object whose parts the server reads itself, so that a file that is
 * not a project is refused with words that say what is missing (local-contexts-project.ts). Other keys are kept
 * out of the archive, not refused.
 */
export const tkProjectBody = z
  .object({
    unique_id: projectPart("The project's id at Local Contexts (text)"),
    title: projectPart("The project's title (text)"),
    project_page: projectPart("The project's page on the Hub (an http(s) address)"),
    tk_labels: projectPart(
      'Traditional Knowledge labels: each with unique_id, name, label_type, label_text, language, community…',
    ),
    bc_labels: projectPart('Biocultural labels, as tk_labels'),
    notice: projectPart('Notices: each with notice_type, name, default_text…'),
    notices: projectPart('Notices, as some versions of the Hub name them'),
    data: projectPart('A list holding the one project, when the file wraps it as { "data": [project] }'),
  })
  .loose()
  .meta({
    description:
      'The JSON the Local Contexts Hub API answers for one project (GET https://localcontextshub.org/api/v2/' +
      'projects/<unique_id>/), as saved to a file; `{ "data": [project] }` is taken too. Its tk_labels, bc_labels ' +
      'and notice(s) are added, or updated when imported before (matched by their Local Contexts ids); this ' +
      'archive’s own text of a label is kept.',
  });

export const tkLabelResponse = z.object({
  label_id: z.number().int(),
  kind: z.enum(TK_LABEL_KINDS),
  /** Local Contexts' type: attribution, seasonal, non_commercial, traditional_knowledge (a notice)… */
  label_type: z.string(),
  name: z.string(),
  community: z.string().nullable(),
  /** The community's text, as the Local Contexts Hub sent it. */
  community_text: z.string(),
  /** This archive's edited text, or null. */
  archive_text: z.string().nullable(),
  /** What the archive shows: its own text when it has one, else the community's. */
  text: z.string(),
  language: z.string().nullable(),
  /** Its id at Local Contexts. */
  lc_id: z.string(),
  project_lc_id: z.string(),
  project_title: z.string(),
  project_page: z.string().nullable(),
  label_page: z.string().nullable(),
  /** This archive's own drawing of the label type (never Local Contexts' artwork). */
  icon_url: z.string(),
});
export type TkLabel = z.output<typeof tkLabelResponse>;

export const tkImportResponse = z.object({
  project_lc_id: z.string(),
  project_title: z.string(),
  added: z.number().int(),
  updated: z.number().int(),
  /** The project's labels as now stored. */
  labels: z.array(tkLabelResponse),
});
export type TkImport = z.output<typeof tkImportResponse>;

/** This archive's text of a label; empty or null goes back to the community's text. */
export const tkLabelTextBody = z.object({
  archive_text: optionalText(ARCHIVE_TEXT_MAX),
});
export type TkLabelTextBody = z.input<typeof tkLabelTextBody>;

/** One label on one record, with what the page shows of the label. */
export const tkLabelUseResponse = z.object({
  use_id: z.number().int(),
  canoe_id: z.number().int(),
  record_type: z.enum(TK_LABEL_RECORD_TYPES),
  /** The record's id (the canoe's for the canoe's own labels). */
  record_id: z.number().int(),
  position: z.number().int(),
  label: tkLabelResponse,
});
export type TkLabelUse = z.output<typeof tkLabelUseResponse>;

const labelId = z
  .number({ error: tkLabelMessages.labelId })
  .int({ error: tkLabelMessages.labelId })
  .positive({ error: tkLabelMessages.labelId })
  .max(2_147_483_647, { error: tkLabelMessages.labelId });

/** A record's whole list of labels, in the order they are shown: a label the list leaves out is taken off. */
export const tkLabelUsesBody = z.object({
  label_ids: z
    .array(labelId, { error: tkLabelMessages.labelIds })
    .max(MAX_LABELS_PER_RECORD, { error: tkLabelMessages.tooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: tkLabelMessages.once })
    .meta({ description: 'Every label of the record, in the order shown; those left out are taken off.' }),
});
export type TkLabelUsesBody = z.input<typeof tkLabelUsesBody>;

export const tkLabelParams = z.object({ id: recordIdParam('Label') });
export const canoeTkLabelsParams = z.object({ id: recordIdParam('Canoe') });
export const mediaTkLabelsParams = z.object({ id: recordIdParam('Canoe'), mediaId: recordIdParam('Photo') });
export const storyTkLabelsParams = z.object({ id: recordIdParam('Canoe'), storyId: recordIdParam('Story') });
export const sourceTkLabelsParams = z.object({
  id: recordIdParam('Canoe'),
  sourceId: recordIdParam('Source'),
});
