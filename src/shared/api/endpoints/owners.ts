import { endpoints } from '../endpoint.ts';
import { logoUploadBody } from '../media.ts';
import {
  ownerBody,
  ownerCreateBody,
  ownerDetailResponse,
  ownerListQuery,
  ownerLogoResponse,
  ownerResponse,
} from '../owners.ts';
import { imageEndpoints, recordEndpoints } from '../record-endpoints.ts';
import { matchEndpoint, nameMatchQuery } from '../name-matches.ts';

const path = '/owners';
const entity = 'Steward';

export const ownerApi = endpoints('Stewards', {
  findOwnerMatches: matchEndpoint(path, 'stewards', nameMatchQuery),
  ...recordEndpoints({
    path,
    entity,
    plural: 'stewards',
    one: 'Owner',
    many: 'Owners',
    listQuery: ownerListQuery,
    body: ownerBody,
    createBody: ownerCreateBody,
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
