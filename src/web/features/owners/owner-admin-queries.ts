/** The steward writes (spec §7) and what they make stale. */
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { ownerApi } from '../../../shared/api/routes.ts';
import { uploadBody, type ImageUpload } from '../../lib/read-image-file.ts';
import type { ImageUploadBody } from '../../../shared/api/media.ts';

export interface OwnerBodyJson {
  name: string;
  owner_type: string;
  website: string;
  description: string;
  /** The description in ʻŌlelo Hawaiʻi (decision 027); empty removes it. */
  description_haw: string;
  contact: { email: string; phone: string; address: string };
  founded: string;
}

export const createOwner = (body: OwnerBodyJson & { confirm_duplicate?: boolean }) =>
  api.call(ownerApi.createOwner, { body });
/** Stewards of the same or a close name, asked before one is made. */
export const findOwnerMatches = (name: string) => api.call(ownerApi.findOwnerMatches, { query: { name } });
export const updateOwner = (ownerId: number, body: OwnerBodyJson) =>
  api.call(ownerApi.updateOwner, { params: { id: ownerId }, body });
export const uploadOwnerLogo = (ownerId: number, image: ImageUpload) =>
  api.call(ownerApi.uploadOwnerLogo, { params: { id: ownerId }, body: uploadBody<ImageUploadBody>(image) });
export const deleteOwnerLogo = (ownerId: number) =>
  api.call(ownerApi.deleteOwnerLogo, { params: { id: ownerId } });
export const deleteOwner = (ownerId: number) => api.call(ownerApi.deleteOwner, { params: { id: ownerId } });

export const ownerDetailKey = (ownerId: number) => ['owners', 'detail', ownerId] as const;

/**
 * A steward shows on the stewards list and page, the canoe form's owner choices and canoes' ownership history:
 * all are marked stale, and the steward's own page, where the admin goes next, is fetched now.
 */
export async function invalidateOwnerViews(client: QueryClient, ownerId?: number) {
  await Promise.all(
    [['owners'], ['canoes'], ['home']].map((queryKey) =>
      client.invalidateQueries({ queryKey, refetchType: 'none' }),
    ),
  );
  if (ownerId !== undefined) await client.refetchQueries({ queryKey: ownerDetailKey(ownerId), exact: true });
}
