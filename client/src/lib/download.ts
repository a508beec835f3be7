// CSV exports (spec section 7): the file is fetched with the session's cookies (a plain link could not
// report a failure as a toast), then handed to the browser to save under the name the spec gives it.
import { ensureOk } from './api';

/** How long the blob's address stays alive: long enough for the browser to start the download. */
export const REVOKE_AFTER_MS = 1000;

/** Hands a downloaded file to the browser to save under `filename`. */
export const saveFile = (blob: Blob, filename: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
};

/** GETs `url` and saves the answer as `filename`; a failed answer throws its ApiError, nothing is saved. */
export const downloadFile = async (url: string, filename: string) => {
  const response = await ensureOk(await fetch(url, { credentials: 'include' }));
  saveFile(await response.blob(), filename);
};
