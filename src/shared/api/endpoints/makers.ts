import { endpoints } from '../endpoint.ts';
import { pictureUploadBody } from '../media.ts';
import {
  makerBody,
  makerCreateBody,
  makerDetailResponse,
  makerListQuery,
  makerPictureResponse,
  makerResponse,
} from '../makers.ts';
import { imageEndpoints, recordEndpoints } from '../record-endpoints.ts';
import { makerMatchQuery, matchEndpoint } from '../name-matches.ts';

const path = '/makers';
const entity = 'Maker';

export const makerApi = endpoints('Makers', {
  findMakerMatches: matchEndpoint(path, 'makers', makerMatchQuery),
  ...recordEndpoints({
    path,
    entity,
    plural: 'makers',
    one: 'Maker',
    many: 'Makers',
    listQuery: makerListQuery,
    body: makerBody,
    createBody: makerCreateBody,
    item: makerResponse,
    detail: makerDetailResponse,
  }),
  ...imageEndpoints({
    path,
    entity,
    field: 'picture',
    whose: 'MakerPicture',
    body: pictureUploadBody,
    uploaded: makerPictureResponse,
  }),
});
