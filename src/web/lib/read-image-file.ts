/** Image files as the API takes them: base64 of the bytes (the part after the comma of a data URL). */
import { messages } from '../../shared/messages.ts';
import { siteConfig } from './site-config.ts';

/** Types the upload forms accept (spec §5); the server checks the real type again by content. */
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml'];
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** The server's MAX_IMAGE_MB in bytes, as the page's settings give it. */
export const maxImageBytes = () => siteConfig().maxImageMb * 1024 * 1024;

/**
 * What the server would answer about this file, said before it is read or sent: a type the form does not take
 * (`typeMessage`), or a file past MAX_IMAGE_MB (the server's own 413 message). Undefined when it may be sent.
 */
export function imageFileError(file: File | null, types: string[], typeMessage: string): string | undefined {
  if (!file) return undefined;
  if (!types.includes(file.type)) return typeMessage;
  if (file.size > maxImageBytes()) return messages.imageTooLarge(maxImageBytes());
  return undefined;
}

export interface ImageUpload {
  file_name: string;
  mime_type: string;
  data: string;
}

/**
 * The upload as the contract types its body. Its type is whatever the file says: the server checks it (by
 * content, too) and refuses one it does not take with the message the form shows.
 */
export const uploadBody = <T extends { mime_type: string }>(image: ImageUpload & Omit<T, 'mime_type'>) =>
  image as unknown as T;

export function readImageFile(file: File): Promise<ImageUpload> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new Error('Error reading file. Please try again.'));
    reader.onload = () => {
      const url = String(reader.result ?? '');
      const comma = url.indexOf(',');
      resolve({
        file_name: file.name,
        mime_type: file.type || 'application/octet-stream',
        data: url.slice(comma + 1),
      });
    };
    reader.readAsDataURL(file);
  });
}
