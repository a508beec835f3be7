// The signed upload URL flow (spec section 7): the server hands out a short-lived URL naming a
// random object id, the browser PUTs the file there, then the page confirms the URL and gets the
// public path of the stored file back. Files live in the storage (DATA_DIR/uploads or an S3 bucket)
// and are served at /uploads/, each with WebP copies at the site's image widths ('<id>-960.webp').
//
// A token is `<payload>.<signature>`: payload = purpose, object id and expiry; signature =
// HMAC-SHA256(payload) with the session secret. Nothing is stored until the file arrives.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { AMENITY_IMAGE_MAX_BYTES } from '@domain/constants';
import { isUuid } from '@domain/ids';
import { IMAGE_EXTENSION, IMAGE_WIDTHS } from '@domain/images';
import { fileTypeFromBuffer } from 'file-type';
import type { Storage } from './storage/storage';

export const UPLOAD_PURPOSES = ['room', 'amenity'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const UPLOAD_TOKEN_TTL_MS = 10 * 60 * 1000;
export const UPLOAD_MAX_BYTES = AMENITY_IMAGE_MAX_BYTES;

/** Accepted content types and the extension each is stored under. */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;
const EXTENSIONS = Object.values(IMAGE_TYPES);

export type UploadToken = { purpose: UploadPurpose; id: string; expiresAt: number };

// 128 bits of HMAC are plenty for a 10-minute link, and keep the URL under the router's 100-character parameter limit.
const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`upload:${payload}`).digest('base64url').slice(0, 22);

const PURPOSE_CODES: Record<UploadPurpose, string> = { room: 'r', amenity: 'a' };
const TOKEN_SHAPE = /^([ra])([0-9a-f]{32})([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})$/;

/** `<purpose r|a><object id, 32 hex><expiry, ms base 36>.<signature>`: about 65 characters. */
export const createUploadToken = (options: {
  purpose: UploadPurpose;
  secret: string;
  now: Date;
}): { token: string; id: string } => {
  const id = randomUUID();
  const expiresAt = options.now.getTime() + UPLOAD_TOKEN_TTL_MS;
  const payload = `${PURPOSE_CODES[options.purpose]}${id.replace(/-/g, '')}${expiresAt.toString(36)}`;
  return { token: `${payload}.${sign(payload, options.secret)}`, id };
};

export type TokenCheck = { ok: true; token: UploadToken } | { ok: false; reason: 'invalid' | 'expired' };

const hexToUuid = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** Checks the signature (constant time) and, unless `ignoreExpiry`, the 10-minute lifetime. */
export const verifyUploadToken = (
  token: string,
  options: { secret: string; now: Date; ignoreExpiry?: boolean },
): TokenCheck => {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, code = '', hex = '', exp36 = '', signature = ''] = match;
  const expected = Buffer.from(sign(`${code}${hex}${exp36}`, options.secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  const expiresAt = Number.parseInt(exp36, 36);
  if (!options.ignoreExpiry && options.now.getTime() > expiresAt) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    token: { purpose: code === 'r' ? 'room' : 'amenity', id: hexToUuid(hex), expiresAt },
  };
};

/** The upload URL the browser PUTs the file to. */
export const uploadUrlFor = (token: string) => `/api/uploads/${token}`;

/** The token inside an upload URL, absolute ('https://host/api/uploads/x') or relative. */
export const tokenFromUploadUrl = (url: string): string | undefined => {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://localhost').pathname;
  } catch {
    return undefined;
  }
  const match = /^\/api\/uploads\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(pathname);
  return match?.[1];
};

/** The image type the file's bytes say it is (file-type reads the signature), whatever the request claimed. */
export const detectImageType = async (bytes: Buffer): Promise<ImageType | undefined> => {
  const detected = await fileTypeFromBuffer(bytes);
  // an animated PNG is a PNG to every browser
  const mime = detected?.mime === 'image/apng' ? 'image/png' : detected?.mime;
  return mime && mime in IMAGE_TYPES ? (mime as ImageType) : undefined;
};

/** The key of the `width` px WebP copy of an upload, named as the site's own pictures are: '<id>-960.webp'. */
export const variantKey = (id: string, width: number) => `${id}-${width}${IMAGE_EXTENSION}`;

/** Photos are stored at the WebP quality of the site's own photos (tools/illustrations). */
const WEBP_QUALITY = 74;

/**
 * The WebP copies the site serves through srcset, one per width in IMAGE_WIDTHS, turned upright by
 * their EXIF orientation. A picture narrower than a width is not enlarged: its copy keeps its own size.
 * Throws when the bytes do not decode as an image.
 */
const resizedCopies = async (bytes: Buffer) => {
  // loaded at the first upload: libvips adds half a second to every start otherwise
  const { default: sharp } = await import('sharp');
  const source = sharp(bytes, { failOn: 'error' }).rotate();
  return Promise.all(
    IMAGE_WIDTHS.map(async (width) => ({
      width,
      bytes: await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    })),
  );
};

/** The stored file of an object id, if its upload has arrived. */
export const findUploadedFile = async (storage: Storage, id: string): Promise<string | undefined> => {
  if (!isUuid(id)) return undefined;
  for (const ext of EXTENSIONS) if (await storage.exists(`${id}.${ext}`)) return `${id}.${ext}`;
  return undefined;
};

export type StoreResult =
  | { stored: true; fileName: string }
  /** 'used': this link already delivered a file; 'undecodable': the bytes are no image after all. */
  | { stored: false; reason: 'used' | 'undecodable' };

/**
 * Stores the file as sent (its URL is what pages save) and its resized WebP copies. The original goes
 * last: its presence is what "the upload has arrived" means, so a half-finished upload is never confirmed.
 */
export const storeUpload = async (options: {
  storage: Storage;
  id: string;
  type: ImageType;
  bytes: Buffer;
}): Promise<StoreResult> => {
  const { storage, id, type, bytes } = options;
  if (await findUploadedFile(storage, id)) return { stored: false, reason: 'used' };
  let copies: { width: number; bytes: Buffer }[];
  try {
    copies = await resizedCopies(bytes);
  } catch {
    return { stored: false, reason: 'undecodable' };
  }
  for (const copy of copies) {
    const key = variantKey(id, copy.width);
    // a copy left by an interrupted earlier try of this link may be of another picture
    await storage.delete(key);
    await storage.put({ key, bytes: copy.bytes, contentType: 'image/webp' });
  }
  const fileName = `${id}.${IMAGE_TYPES[type]}`;
  const stored = await storage.put({ key: fileName, bytes, contentType: type });
  return stored ? { stored: true, fileName } : { stored: false, reason: 'used' };
};

/** The public path of a stored upload. */
export const publicUploadPath = (fileName: string) => `/uploads/${fileName}`;

const UPLOAD_FILE_NAME = /^([0-9a-f-]{36})(?:\.(?:png|jpg|webp)|-(\d{3,4})\.webp)$/;

/**
 * A name GET /uploads/ serves: an original ('<id>.png') or one of its WebP copies ('<id>-960.webp',
 * with `width`); undefined for anything else.
 */
export const readUploadFileName = (name: string): { id: string; width?: number } | undefined => {
  const match = UPLOAD_FILE_NAME.exec(name);
  if (!match?.[1] || !isUuid(match[1])) return undefined;
  return match[2] ? { id: match[1], width: Number(match[2]) } : { id: match[1] };
};

// Originals that turned out not to decode: asked again, they are not decoded again.
const undecodable = new Set<string>();

/**
 * The WebP copies of an upload stored before copies were made (or whose copies were lost), made from
 * the original the first time one is asked for. False when there is no such original or it does not decode.
 */
export const makeMissingCopies = async (storage: Storage, id: string): Promise<boolean> => {
  if (undecodable.has(id)) return false;
  const original = await findUploadedFile(storage, id);
  const object = original ? await storage.get(original) : undefined;
  if (!object) return false;
  try {
    const copies = await resizedCopies(await buffer(object.body));
    // create-only: a copy another request made meanwhile is the same picture
    for (const copy of copies)
      await storage.put({ key: variantKey(id, copy.width), bytes: copy.bytes, contentType: 'image/webp' });
    return true;
  } catch {
    undecodable.add(id);
    return false;
  }
};
