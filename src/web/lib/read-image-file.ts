/** Image files as the API takes them: base64 of the bytes (the part after the comma of a data URL). */

/** Types the upload forms accept (spec §5); the server checks the real type again by content. */
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml'];
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export interface ImageUpload {
  file_name: string;
  mime_type: string;
  data: string;
}

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

/** "Canoe at dawn.jpg" → "Canoe at dawn" (the photos page's default description). */
export const fileNameWithoutExtension = (name: string) => name.replace(/\.[^./\\]+$/, '');
