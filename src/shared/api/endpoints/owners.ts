import { endpoints } from '../endpoint.ts';
import { logoUploadBody } from '../media.ts';
import {
  ownerBody,
  ownerDetailResponse,
  ownerListQuery,
  ownerLogoResponse,
  ownerResponse,
} from '../owners.ts';
import { imageEndpoints, recordEndpoints } from '../record-endpoints.ts';

const path = '/owners';
const entity = 'Steward';

export const ownerApi = endpoints('Stewards', {
  ...recordEndpoints({
    path,
    entity,
    plural: 'stewards',
    one: 'Owner',
    many: 'Owners',
    listQuery: ownerListQuery,
    body: ownerBody,
    item: ownerResponse,
    detail: ownerDetailResponse,
  }),
  ...imageEndpoints({
    path,
    entity,
    field: 'logo',
    whose: 'OwnerLogo',
    body: logoUploadBody,
    uploaded: ownerLogoResponse,
  }),
});
