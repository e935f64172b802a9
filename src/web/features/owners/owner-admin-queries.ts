/** The steward writes (spec §7) and what they make stale. */
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { OwnerDetail } from '../../../shared/api/index.ts';
import type { ImageUpload } from '../../lib/read-image-file.ts';

export interface OwnerBodyJson {
  name: string;
  owner_type: string;
  website: string;
  description: string;
  contact: { email: string; phone: string; address: string };
  founded: string;
}

export const createOwner = (body: OwnerBodyJson) => api.post<OwnerDetail>('/owners', body);
export const updateOwner = (ownerId: number, body: OwnerBodyJson) =>
  api.put<OwnerDetail>(`/owners/${ownerId}`, body);
export const uploadOwnerLogo = (ownerId: number, image: ImageUpload) =>
  api.post<unknown>(`/owners/${ownerId}/logo`, image);
export const deleteOwnerLogo = (ownerId: number) => api.delete(`/owners/${ownerId}/logo`);
export const deleteOwner = (ownerId: number) => api.delete(`/owners/${ownerId}`);

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
