import { endpoints } from '../endpoint.ts';
import { pictureUploadBody } from '../media.ts';
import {
  makerBody,
  makerDetailResponse,
  makerListQuery,
  makerPictureResponse,
  makerResponse,
} from '../makers.ts';
import { imageEndpoints, recordEndpoints } from '../record-endpoints.ts';

const path = '/makers';
const entity = 'Maker';

export const makerApi = endpoints('Makers', {
  ...recordEndpoints({
    path,
    entity,
    plural: 'makers',
    one: 'Maker',
    many: 'Makers',
    listQuery: makerListQuery,
    body: makerBody,
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
