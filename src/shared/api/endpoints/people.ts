import { endpoints } from '../endpoint.ts';
import { pictureUploadBody } from '../media.ts';
import {
  personBody,
  personDetailResponse,
  personListQuery,
  personPictureResponse,
  personResponse,
} from '../people.ts';
import { imageEndpoints, recordEndpoints } from '../record-endpoints.ts';

const path = '/people';
const entity = 'Person';

export const personApi = endpoints('People', {
  ...recordEndpoints({
    path,
    entity,
    plural: 'people',
    one: 'Person',
    many: 'People',
    listQuery: personListQuery,
    body: personBody,
    createBody: personBody,
    item: personResponse,
    detail: personDetailResponse,
  }),
  ...imageEndpoints({
    path,
    entity,
    field: 'picture',
    whose: 'PersonPicture',
    body: pictureUploadBody,
    uploaded: personPictureResponse,
  }),
});
