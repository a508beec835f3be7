// The signed upload URL flow (spec section 7): the server hands out a short-lived URL naming a
// random object id, the browser PUTs the file there, then the page confirms the URL and gets the
// public path of the stored file back. Files live in DATA_DIR/uploads and are served at /uploads/.
//
// A token is `<payload>.<signature>`: payload = purpose, object id and expiry; signature =
// HMAC-SHA256(payload) with the session secret. Nothing is stored until the file arrives.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AMENITY_IMAGE_MAX_BYTES } from '@domain/constants';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
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

/** The image type named by the file's first bytes (its magic number), whatever the request claimed. */
export const sniffImageType = (bytes: Buffer): ImageType | undefined => {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return undefined;
};

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** The stored file of an object id, if its upload has arrived. */
export const findUploadedFile = (dataDir: string, id: string): string | undefined => {
  if (!UUID.test(id)) return undefined;
  const ext = EXTENSIONS.find((e) => existsSync(path.join(uploadsDir(dataDir), `${id}.${e}`)));
  return ext ? `${id}.${ext}` : undefined;
};

/** Writes the file once ('wx': an upload URL cannot overwrite what it already delivered). Returns the file name. */
export const storeUpload = async (options: {
  dataDir: string;
  id: string;
  type: ImageType;
  bytes: Buffer;
}): Promise<{ stored: true; fileName: string } | { stored: false }> => {
  if (findUploadedFile(options.dataDir, options.id)) return { stored: false };
  const dir = uploadsDir(options.dataDir);
  await mkdir(dir, { recursive: true });
  const fileName = `${options.id}.${IMAGE_TYPES[options.type]}`;
  try {
    await writeFile(path.join(dir, fileName), options.bytes, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { stored: false };
    throw error;
  }
  return { stored: true, fileName };
};

/** The public path of a stored upload. */
export const publicUploadPath = (fileName: string) => `/uploads/${fileName}`;
