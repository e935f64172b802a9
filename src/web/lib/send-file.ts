/**
 * Sends a file as a request's own body, telling how much has gone (fetch cannot tell an upload's progress): a
 * recording to POST /api/recording-files, or a visitor's to POST /api/submissions/recording-files.
 */
import { ApiError } from './api.ts';

export function sendFileBody<T>(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  /** Said when the connection breaks before an answer. */
  notSent: string,
  headers: Record<string, string> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.setRequestHeader('X-Requested-With', 'fetch');
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', document.documentElement.lang || 'en');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.floor((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: { message?: string; fields?: Record<string, string> } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // A bare status.
      }
      if (request.status === 201) resolve(body as T);
      else reject(new ApiError(request.status, body.message ?? String(request.status), body.fields ?? {}));
    };
    request.onerror = request.onabort = request.ontimeout = () => reject(new ApiError(0, notSent));
    request.send(file);
  });
}
