/**
 * Create, update and delete of a steward, maker or person (the services behind http/crud-routes.ts): a write
 * stores the body's values and answers the record as read back, 404 when it is missing; a delete takes the
 * record's logo or picture with it, refused while other records refer to it.
 */
import { nowIso, type Db } from '../db/database.ts';
import {
  insertRecord,
  recordExists,
  storedColumns,
  updateRecord,
  type Executor,
  type RecordTable,
  type RecordValues,
} from '../db/records.ts';
import { notFound, type HttpError } from '../http/errors.ts';
import { NO_SITE, type RichTextSite } from '../text/sanitize.ts';
import { deleteRecordWithImage, type ImageSlot } from './media/entity-image.ts';

export interface RecordWritesOptions<T extends RecordTable, Body, Detail, CreateBody extends Body = Body> {
  /** The record's table and image (ownerLogo…), and what it is called in messages. */
  slot: ImageSlot & { table: T };
  /** The columns a body writes; `site` tells the rich-text sanitiser which image addresses are the archive's. */
  values: (body: Body, site: RichTextSite) => RecordValues<T>;
  /** The record as the API answers it. */
  read: (db: Db, id: number) => Promise<Detail>;
  /** The 409 while other records still refer to the record, or null. */
  refusal: (db: Executor, id: number) => Promise<HttpError | null>;
  /** Around each write: checks what the body names, and reports it when the write fails on it. */
  guard?: <R>(db: Db, body: Body, write: () => Promise<R>) => Promise<R>;
  /** Before a create writes: refuses it (throws) when the record would silently repeat one (a duplicate name). */
  beforeCreate?: (db: Db, body: CreateBody) => Promise<void>;
  /**
   * Body fields (each the name of its column) that a client written before they existed leaves out: an update
   * without one keeps what is stored, read in the update's transaction (a text's ʻŌlelo Hawaiʻi version, decision 027).
   */
  keptWhenLeftOut?: (keyof Body & string)[];
}

export function recordWrites<T extends RecordTable, Body, Detail, CreateBody extends Body = Body>(
  options: RecordWritesOptions<T, Body, Detail, CreateBody>,
) {
  const { slot, values, read, refusal } = options;
  const guard = options.guard ?? ((_db, _body, write) => write());
  return {
    async create(db: Db, body: CreateBody, site: RichTextSite = NO_SITE): Promise<Detail> {
      await options.beforeCreate?.(db, body);
      const write = () => insertRecord(db.kysely, slot.table, values(body, site), nowIso());
      const row = await guard(db, body, write);
      return read(db, (row as Record<string, unknown>)[slot.idColumn] as number);
    },
    async update(db: Db, id: number, body: Body, site: RichTextSite = NO_SITE): Promise<Detail> {
      if (!(await recordExists(db.kysely, slot.table, id))) throw notFound(slot.entity);
      const kept = (options.keptWhenLeftOut ?? []).filter((field) => body[field] === undefined);
      const write = () =>
        db.kysely.transaction().execute(async (trx) => {
          const stored = kept.length ? await storedColumns(trx, slot.table, id, kept) : {};
          return updateRecord(trx, slot.table, id, values({ ...body, ...stored }, site), nowIso());
        });
      if (!(await guard(db, body, write))) throw notFound(slot.entity);
      return read(db, id);
    },
    remove(db: Db, id: number): Promise<void> {
      return deleteRecordWithImage(db, slot, id, refusal);
    },
  };
}
