/**
 * The endpoints every plain record shares (stewards, makers, people): list, read, create, update and delete, and
 * the one image a record carries (a steward's logo, a maker's or person's picture). Each domain spreads them into
 * its group (src/shared/api/endpoints), named as the API document names them: `listOwners`, `getOwnerLogo`…
 */
import { z } from 'zod';
import { errorResponse, idParams, imageBytesResponse, imageQuery, noContent } from './common.ts';
import type { RecordKind } from '../i18n/not-found.ts';

interface RecordOptions<One extends string, Many extends string, Q, B, CB, Item, Detail> {
  /** Collection path, e.g. '/owners'; the record is at `${path}/:id`. */
  path: string;
  /** What the record is called in messages ('Steward'): unknown ids answer 404 with its kind's message. */
  entity: RecordKind;
  /** What a list of them is called ('stewards'). */
  plural: string;
  /** The operations' names: `list${many}`, `get${one}`… */
  one: One;
  many: Many;
  /** Query-string filters of the list, paging included. */
  listQuery: Q;
  /** Body of update, and of create (`createBody`: the same with what only a create says, e.g. `confirm_duplicate`). */
  body: B;
  createBody: CB;
  /** A list entry, and the record as read, created or updated. */
  item: Item;
  detail: Detail;
}

export function recordEndpoints<
  const One extends string,
  const Many extends string,
  Q extends z.ZodType,
  B extends z.ZodType,
  CB extends z.ZodType,
  Item extends z.ZodType,
  Detail extends z.ZodType,
>(options: RecordOptions<One, Many, Q, B, CB, Item, Detail>) {
  const { path, listQuery: query, body, createBody, item, detail, one, many } = options;
  const params = idParams(options.entity);
  const what = options.entity.toLowerCase();
  const list = {
    method: 'GET',
    path,
    summary: `List ${options.plural}`,
    query,
    response: { 200: z.array(item) },
  } as const;
  const get = {
    method: 'GET',
    path: `${path}/:id`,
    summary: `A ${what}`,
    params,
    response: { 200: detail },
  } as const;
  const create = {
    method: 'POST',
    path,
    summary: `Add a ${what}`,
    body: createBody,
    response: { 201: detail, 409: errorResponse },
  } as const;
  const update = {
    method: 'PUT',
    path: `${path}/:id`,
    summary: `Change a ${what}`,
    params,
    body,
    response: { 200: detail, 409: errorResponse },
  } as const;
  const remove = {
    method: 'DELETE',
    path: `${path}/:id`,
    summary: `Delete a ${what}`,
    description: 'Refused while other records refer to it.',
    params,
    response: { 204: noContent('Deleted'), 409: errorResponse },
  } as const;
  return {
    [`list${many}`]: list,
    [`get${one}`]: get,
    [`create${one}`]: create,
    [`update${one}`]: update,
    [`delete${one}`]: remove,
  } as { [K in `list${Many}`]: typeof list } & { [K in `get${One}`]: typeof get } & {
    [K in `create${One}`]: typeof create;
  } & { [K in `update${One}`]: typeof update } & { [K in `delete${One}`]: typeof remove };
}

interface ImageOptions<Whose extends string, B, Uploaded> {
  /** The record's collection path, e.g. '/owners'; the image is at `${path}/:id/${field}`. */
  path: string;
  /** What the record is called in messages ('Steward'). */
  entity: RecordKind;
  /** The image's path segment ('logo') and name in the operations ('OwnerLogo': `getOwnerLogo`…). */
  field: string;
  whose: Whose;
  /** Body of the upload. */
  body: B;
  /** The upload's answer: the record's id and the image's URLs (`logo_url`, `logo_thumbnail_url`). */
  uploaded: Uploaded;
}

export function imageEndpoints<const Whose extends string, B extends z.ZodType, Uploaded extends z.ZodType>(
  options: ImageOptions<Whose, B, Uploaded>,
) {
  const { field, whose, body, uploaded } = options;
  const path = `${options.path}/:id/${field}`;
  const params = idParams(options.entity);
  const ofWhom = `of a ${options.entity.toLowerCase()}`;
  const get = {
    method: 'GET',
    path,
    summary: `The ${field} ${ofWhom}`,
    description: 'Display size, or the thumbnail with ?size=thumbnail; with an ETag.',
    params,
    query: imageQuery,
    response: { 200: imageBytesResponse, 304: noContent('Not modified (the ETag matched)') },
  } as const;
  const upload = {
    method: 'POST',
    path,
    summary: `Upload the ${field} ${ofWhom}`,
    description:
      'The image travels as base64 in JSON; its real type is checked by content. Images are processed a ' +
      'few at a time, each within a time limit.',
    params,
    body,
    // 422: the image took too long to process; 503: too many images are waiting already.
    response: { 201: uploaded, 422: errorResponse, 503: errorResponse },
  } as const;
  const remove = {
    method: 'DELETE',
    path,
    summary: `Remove the ${field} ${ofWhom}`,
    params,
    response: { 204: noContent('Removed') },
  } as const;
  return {
    [`get${whose}`]: get,
    [`upload${whose}`]: upload,
    [`delete${whose}`]: remove,
  } as { [K in `get${Whose}`]: typeof get } & { [K in `upload${Whose}`]: typeof upload } & {
    [K in `delete${Whose}`]: typeof remove;
  };
}
