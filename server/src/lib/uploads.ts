// The signed upload URL flow (spec section 7): the server hands out a short-lived URL naming a
// random object id, the browser PUTs the file there, then the page confirms the URL and gets the
// public path of the stored file back. Files live in the storage (DATA_DIR/uploads or an S3 bucket)
// and are served at /uploads/, each with WebP copies at the site's image widths ('<id>-960.webp');
// a room photo also with its 1200x630 link-preview JPEG ('<id>-og.jpg', domain/images.ts ogImageOf).
//
// A token is `<payload>.<signature>`: payload = purpose, object id and expiry; signature =
// HMAC-SHA256(payload) with the session secret. Nothing is stored until the file arrives.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { AMENITY_IMAGE_MAX_BYTES } from '@domain/constants';
import { isUuid } from '@domain/ids';
import { IMAGE_EXTENSION, IMAGE_WIDTHS, OG_IMAGE_SIZE, ogUploadKey } from '@domain/images';
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

/** Link previews: quality 80 as the site's own; a busy photo steps down until it fits the budget. */
const OG_QUALITIES = [80, 70, 60] as const;
export const OG_MAX_BYTES = 150_000;

/**
 * The link-preview (Open Graph) JPEG: upright, cut to 1200x630 around what sharp finds most
 * interesting (a photo's subject is seldom in its exact middle), enlarged when the photo is smaller.
 * Throws when the bytes do not decode as an image.
 */
export const previewCopy = async (bytes: Buffer): Promise<Buffer> => {
  const { default: sharp } = await import('sharp');
  const cut = sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize({ ...OG_IMAGE_SIZE, fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' });
  let jpeg = Buffer.alloc(0);
  for (const quality of OG_QUALITIES) {
    jpeg = await cut.clone().jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
    if (jpeg.length <= OG_MAX_BYTES) break;
  }
  return jpeg;
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
  /** Also make the link-preview JPEG (room photos: a room's page previews with its main picture). */
  preview?: boolean;
}): Promise<StoreResult> => {
  const { storage, id, type, bytes } = options;
  if (await findUploadedFile(storage, id)) return { stored: false, reason: 'used' };
  let copies: { key: string; bytes: Buffer; contentType: string }[];
  try {
    const [webp, preview] = await Promise.all([
      resizedCopies(bytes),
      options.preview ? previewCopy(bytes) : undefined,
    ]);
    copies = webp.map((copy) => ({
      key: variantKey(id, copy.width),
      bytes: copy.bytes,
      contentType: 'image/webp',
    }));
    if (preview) copies.push({ key: ogUploadKey(id), bytes: preview, contentType: 'image/jpeg' });
  } catch {
    return { stored: false, reason: 'undecodable' };
  }
  for (const copy of copies) {
    // a copy left by an interrupted earlier try of this link may be of another picture
    await storage.delete(copy.key);
    await storage.put(copy);
  }
  const fileName = `${id}.${IMAGE_TYPES[type]}`;
  const stored = await storage.put({ key: fileName, bytes, contentType: type });
  return stored ? { stored: true, fileName } : { stored: false, reason: 'used' };
};

/** The public path of a stored upload. */
export const publicUploadPath = (fileName: string) => `/uploads/${fileName}`;

const UPLOAD_FILE_NAME = /^([0-9a-f-]{36})(?:\.(?:png|jpg|webp)|-(\d{3,4})\.webp|(-og)\.jpg)$/;

/**
 * A name GET /uploads/ serves: an original ('<id>.png'), one of its WebP copies ('<id>-960.webp', with
 * `width`) or its link preview ('<id>-og.jpg', with `preview`); undefined for anything else.
 */
export const readUploadFileName = (
  name: string,
): { id: string; width?: number; preview?: true } | undefined => {
  const match = UPLOAD_FILE_NAME.exec(name);
  if (!match?.[1] || !isUuid(match[1])) return undefined;
  if (match[3]) return { id: match[1], preview: true };
  return match[2] ? { id: match[1], width: Number(match[2]) } : { id: match[1] };
};

// Originals that turned out not to decode: asked again, they are not decoded again.
const undecodable = new Set<string>();

/** The original of an upload as bytes, unless it is missing or known not to decode. */
const originalBytes = async (storage: Storage, id: string): Promise<Buffer | undefined> => {
  if (undecodable.has(id)) return undefined;
  const original = await findUploadedFile(storage, id);
  const object = original ? await storage.get(original) : undefined;
  return object ? buffer(object.body) : undefined;
};

/**
 * The link preview of a photo uploaded before previews were made, made once from its original the
 * first time it is asked for and stored (later requests read the stored file). False when there is no
 * such original or it does not decode.
 */
export const makeMissingPreview = async (storage: Storage, id: string): Promise<boolean> => {
  try {
    const bytes = await originalBytes(storage, id);
    if (!bytes) return false;
    const preview = await previewCopy(bytes);
    // create-only: a preview another request made meanwhile is the same picture
    await storage.put({ key: ogUploadKey(id), bytes: preview, contentType: 'image/jpeg' });
    return true;
  } catch {
    undecodable.add(id);
    return false;
  }
};

/**
 * The WebP copies of an upload stored before copies were made (or whose copies were lost), made from
 * the original the first time one is asked for. False when there is no such original or it does not decode.
 */
export const makeMissingCopies = async (storage: Storage, id: string): Promise<boolean> => {
  try {
    const bytes = await originalBytes(storage, id);
    if (!bytes) return false;
    const copies = await resizedCopies(bytes);
    // create-only: a copy another request made meanwhile is the same picture
    for (const copy of copies)
      await storage.put({ key: variantKey(id, copy.width), bytes: copy.bytes, contentType: 'image/webp' });
    return true;
  } catch {
    undecodable.add(id);
    return false;
  }
};
