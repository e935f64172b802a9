/**
 * Reading a Local Contexts Hub project file: the JSON `GET /api/v2/projects/<unique_id>/` answers (docs/tk-labels.md),
 * or the same wrapped as `{ "data": [project] }`. What the archive keeps of each TK label, BC label and notice is
 * read here; anything else in the file is left alone. A file that is not a project is refused with words that say
 * what is missing, never a 500.
 */
import { badRequest, say, type Saying } from '../../http/errors.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';
import { TK_LABEL_TYPE_PATTERN, type TkLabelKind } from '../../../shared/tk-labels.ts';

/** A label or notice of the file, as the archive stores it. */
export interface ProjectLabel {
  lc_id: string;
  kind: TkLabelKind;
  label_type: string;
  name: string;
  community: string | null;
  community_text: string;
  language: string | null;
  language_tag: string | null;
  project_lc_id: string;
  project_title: string;
  project_page: string | null;
  label_page: string | null;
  img_url: string | null;
  translations: string | null;
}

export interface ProjectFile {
  unique_id: string;
  title: string;
  labels: ProjectLabel[];
}

const MAX_LABELS = 200;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Text as stored: NFC, trimmed, at most `max` characters; null when absent or empty. */
function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.normalize('NFC').trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

/** An http(s) address, else null (the file's addresses become links on the archive's pages). */
function link(value: unknown): string | null {
  const url = text(value, 2000);
  return url && /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

/** Local Contexts' type ("non_commercial"); a name in another form is brought to it ("Non-Commercial"). */
function labelType(value: unknown): string | null {
  const raw = text(value, 60);
  if (!raw) return null;
  const type = raw
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return TK_LABEL_TYPE_PATTERN.test(type) ? type : null;
}

function communityName(value: unknown): string | null {
  return isObject(value) ? text(value.name, 300) : text(value, 300);
}

/** The project's own community, from created_by or contributors: a label without one of its own is theirs. */
function projectCommunity(project: Json): string | null {
  const creators = Array.isArray(project.created_by) ? project.created_by : [];
  for (const creator of creators) {
    const name = isObject(creator) ? communityName(creator.community) : null;
    if (name) return name;
  }
  const contributors = isObject(project.contributors) ? project.contributors.communities : null;
  if (Array.isArray(contributors)) {
    for (const community of contributors) {
      const name = communityName(community);
      if (name) return name;
    }
  }
  return null;
}

function translations(value: unknown): string | null {
  if (!Array.isArray(value) || !value.length) return null;
  const kept = value.filter(isObject).slice(0, 50);
  return kept.length ? JSON.stringify(kept) : null;
}

/** The project inside the file: the object itself, or the one project of `{ "data": [...] }`. */
function projectOf(file: Json): Json {
  if (file.unique_id === undefined && Array.isArray(file.data)) {
    const projects = file.data.filter(isObject);
    if (projects.length !== 1) {
      throw badRequest(say(serverArea.lcManyProjects, { count: projects.length }));
    }
    return projects[0]!;
  }
  return file;
}

function listOf(project: Json, key: string): unknown[] {
  const value = project[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value))
    throw badRequest(say(serverArea.lcNotAList, { key }), { [key]: serverArea.lcMustBeList });
  return value;
}

/** Read a project file; 400 with what is wrong when it is not one the archive can take. */
export function readProjectFile(file: Json): ProjectFile {
  const project = projectOf(file);
  const uniqueId = text(project.unique_id, 100);
  if (!uniqueId) {
    throw badRequest(serverArea.lcNoUniqueId, { unique_id: serverArea.lcMissing });
  }
  const title = text(project.title, 500);
  if (!title) throw badRequest(serverArea.lcNoTitle, { title: serverArea.lcMissing });
  const common = {
    project_lc_id: uniqueId,
    project_title: title,
    project_page: link(project.project_page),
  };
  const community = projectCommunity(project);
  const labels: ProjectLabel[] = [];
  const problems: Record<string, Saying> = {};

  for (const [key, kind] of [
    ['tk_labels', 'tk_label'],
    ['bc_labels', 'bc_label'],
  ] as const) {
    listOf(project, key).forEach((item, index) => {
      const at = `${key}.${index}`;
      if (!isObject(item)) {
        problems[at] = { message: serverArea.lcMustBeLabel };
        return;
      }
      const lcId = text(item.unique_id, 100);
      const name = text(item.name, 300);
      const type = labelType(item.label_type);
      if (!lcId) problems[`${at}.unique_id`] = { message: serverArea.lcLabelNeedsId };
      else if (!name) problems[`${at}.name`] = { message: serverArea.lcLabelNeedsName };
      else if (!type) problems[`${at}.label_type`] = { message: serverArea.lcLabelNeedsType };
      else {
        labels.push({
          ...common,
          lc_id: lcId,
          kind,
          label_type: type,
          name,
          community: communityName(item.community) ?? community,
          community_text: text(item.label_text, 20000) ?? '',
          language: text(item.language, 100),
          language_tag: text(item.language_tag, 35),
          label_page: link(item.label_page),
          img_url: link(item.svg_url) ?? link(item.img_url),
          translations: translations(item.translations),
        });
      }
    });
  }
  // Notices: `notice` in the Hub's answers, `notices` in some versions of it.
  for (const key of ['notice', 'notices']) {
    listOf(project, key).forEach((item, index) => {
      const at = `${key}.${index}`;
      if (!isObject(item)) {
        problems[at] = { message: serverArea.lcMustBeNotice };
        return;
      }
      const type = labelType(item.notice_type);
      const name = text(item.name, 300);
      if (!type) problems[`${at}.notice_type`] = { message: serverArea.lcNoticeNeedsType };
      else if (!name) problems[`${at}.name`] = { message: serverArea.lcNoticeNeedsName };
      else {
        labels.push({
          ...common,
          lc_id: text(item.unique_id, 100) ?? `${uniqueId}/notice/${type}`,
          kind: 'notice',
          label_type: type,
          name,
          community,
          community_text: text(item.default_text, 20000) ?? text(item.notice_text, 20000) ?? '',
          language: text(item.language, 100),
          language_tag: text(item.language_tag, 35),
          label_page: link(item.notice_page),
          img_url: link(item.svg_url) ?? link(item.img_url),
          translations: translations(item.translations),
        });
      }
    });
  }

  const [field, ...others] = Object.keys(problems);
  if (field !== undefined) {
    throw badRequest(
      say(serverArea.lcUnreadable, { field, problem: problems[field], more: others.length }),
      problems,
    );
  }
  if (!labels.length) throw badRequest(say(serverArea.lcNothingToImport, { title }));
  if (labels.length > MAX_LABELS) {
    throw badRequest(say(serverArea.lcTooManyLabels, { count: labels.length, max: MAX_LABELS }));
  }
  const seen = new Set<string>();
  for (const label of labels) {
    if (seen.has(label.lc_id)) throw badRequest(say(serverArea.lcLabelTwice, { id: label.lc_id }));
    seen.add(label.lc_id);
  }
  return { unique_id: uniqueId, title, labels };
}
