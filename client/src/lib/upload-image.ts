// The signed-URL upload flow of spec section 7: ask the API for an upload address, PUT the file there
// with its own content type, then confirm it to get the stored path (rooms: imagePath, amenities: objectPath).
import { AMENITY_IMAGE_MAX_BYTES } from '@domain/constants';
import { MSG } from '@domain/messages';
import { ApiError, apiRequest, ensureOk } from '@/lib/api';

export type UploadKind = 'room' | 'amenity';

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IMAGE_ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(',');

/** The spec's message for a file that cannot be uploaded, or null when it is fine. */
export const imageFileProblem = (file: { type: string; size: number }, kind: UploadKind): string | null => {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return kind === 'room' ? MSG.imageFilesOnly : MSG.invalidFileType;
  }
  if (file.size >= AMENITY_IMAGE_MAX_BYTES) return MSG.fileTooLarge;
  return null;
};

/** A failed upload whose message is fit for the toast: a bad file, or the file upload's own refusal. */
export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

const ENDPOINTS = {
  room: {
    uploadUrl: '/api/admin/room-image-upload-url',
    confirm: '/api/admin/confirm-room-image-upload',
    pick: (body: { imagePath?: string; objectPath?: string }) => body.imagePath ?? body.objectPath,
  },
  amenity: {
    uploadUrl: '/api/admin/amenities/upload-url',
    confirm: '/api/admin/amenities/confirm-upload',
    pick: (body: { imagePath?: string; objectPath?: string }) => body.objectPath ?? body.imagePath,
  },
} as const;

/**
 * The generic upload: the file PUT to its signed URL with its own type. A refusal keeps the server's
 * sentence (too large, wrong type); anything else (no answer, an answer without one) is the spec's
 * default, 'Failed to upload file'.
 */
export const putFile = async (uploadURL: string, file: File) => {
  let response: Response;
  try {
    response = await fetch(uploadURL, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': file.type },
      credentials: 'include',
    });
  } catch {
    throw new UploadError(MSG.uploadFileFailed);
  }
  try {
    await ensureOk(response);
  } catch (error) {
    throw new UploadError((error instanceof ApiError && error.serverMessage) || MSG.uploadFileFailed);
  }
};

/** Uploads one image and resolves to its stored path. Throws UploadError(spec message) for a bad file. */
export const uploadImage = async (file: File, kind: UploadKind): Promise<string> => {
  const problem = imageFileProblem(file, kind);
  if (problem) throw new UploadError(problem);

  const endpoints = ENDPOINTS[kind];
  const { uploadURL } = await apiRequest<{ uploadURL: string }>('POST', endpoints.uploadUrl);

  await putFile(uploadURL, file);

  const confirmed = await apiRequest<{ imagePath?: string; objectPath?: string }>('POST', endpoints.confirm, {
    imageURL: uploadURL,
  });
  const path = endpoints.pick(confirmed);
  if (!path) throw new UploadError(MSG.uploadFileFailed);
  return path;
};
