import type { Executor } from '../../db/database.ts';
import { trackedDelete, trackedInsert, trackedUpdate } from '../../db/history.ts';
import type { Row } from '../../db/tables.ts';

export type TranslationRow = Row<'translations'>;

/** A language's translations written in the archive. */
export function listTranslations(db: Executor, language: string) {
  return db.selectFrom('translations').selectAll().where('language', '=', language).execute();
}

export function findTranslation(db: Executor, language: string, messageId: string) {
  return db
    .selectFrom('translations')
    .selectAll()
    .where('language', '=', language)
    .where('message_id', '=', messageId)
    .executeTakeFirst();
}

export function insertTranslation(
  db: Executor,
  values: { language: string; message_id: string; text: string; state: string; updated_at: string },
) {
  return trackedInsert(db, 'translations', values);
}

export async function updateTranslation(
  db: Executor,
  translationId: number,
  values: { text: string; state: string; updated_at: string },
) {
  const [row] = await trackedUpdate(db, 'translations', { translation_id: translationId }, values);
  return row;
}

export function deleteTranslation(db: Executor, translationId: number) {
  return trackedDelete(db, 'translations', { translation_id: translationId });
}
