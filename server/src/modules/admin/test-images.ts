// Pictures for the upload tests: a hand-made 1x1 PNG, photo-sized pictures drawn by sharp, a real photo,
// and the check of a link preview's JPEG.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';

const crc32 = (bytes: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
/** A valid 1x1 teal PNG. */
export const tinyPng = () => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x0f, 0x76, 0x6e]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
/** A real photo-sized picture, wider than the site's largest image width. */
export const photo = (format: 'png' | 'jpeg' | 'webp', width = 2000, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    [format]()
    .toBuffer();
export const JPEG = await photo('jpeg', 64, 48);
export const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;
/** A real photo (the hero’s source JPEG) for the preview's size budget. */
export const REAL_PHOTO = readFileSync(
  path.join(import.meta.dirname, '../../../../assets/images-src/photos/evening-glow.jpg'),
);
export const expectPreview = async (response: {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}) => {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  const meta = await sharp(response.rawPayload).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  expect(response.rawPayload.length).toBeLessThanOrEqual(150_000);
};
