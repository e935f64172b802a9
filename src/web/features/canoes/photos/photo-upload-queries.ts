/** The photos page's upload (spec §7): a new photo of the canoe, with its words. */
import { api } from '../../../lib/api.ts';
import type { PhotoUpdateBody, PhotoUploadBody } from '../../../../shared/api/index.ts';
import { mediaApi } from '../../../../shared/api/routes.ts';
import { uploadBody, type ImageUpload } from '../../../lib/read-image-file.ts';

export type PhotoUploadJson = ImageUpload & PhotoUpdateBody;

export const uploadPhoto = (canoeId: number, body: PhotoUploadJson) =>
  api.call(mediaApi.uploadCanoeMedia, { params: { id: canoeId }, body: uploadBody<PhotoUploadBody>(body) });
