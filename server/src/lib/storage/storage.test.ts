// The two storages behave alike: write once, read back as a stream, tell what exists, delete.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalS3Server } from './local-s3-server';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

const folder = mkdtempSync(path.join(tmpdir(), 'resort-storage-'));
const s3 = await startLocalS3Server();
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await s3.stop();
});

describe.each([
  ['a local folder', createLocalStorage(folder)],
  ['an S3 bucket', createS3Storage(s3.settings)],
] as [string, Storage][])('storage in %s', (_name, storage) => {
  it('writes a key once and reads it back with its type and size', async () => {
    const object = { key: 'a1b2.png', bytes: Buffer.from('first'), contentType: 'image/png' };
    expect(await storage.exists('a1b2.png')).toBe(false);
    expect(await storage.get('a1b2.png')).toBeUndefined();
    expect(await storage.put(object)).toBe(true);
    expect(await storage.put({ ...object, bytes: Buffer.from('second') })).toBe(false);
    const stored = await storage.get('a1b2.png');
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.size).toBe(5);
    expect(stored && (await text(stored.body))).toBe('first');
  });

  it('deletes, also what is not there', async () => {
    await storage.put({ key: 'c3d4-480.webp', bytes: Buffer.from('x'), contentType: 'image/webp' });
    await storage.delete('c3d4-480.webp');
    await storage.delete('c3d4-480.webp');
    expect(await storage.exists('c3d4-480.webp')).toBe(false);
  });

  it('refuses keys that could leave its folder or bucket prefix', async () => {
    await expect(storage.get('../session-secret')).rejects.toThrow(/Not a storage key/);
    await expect(storage.exists('a/b.png')).rejects.toThrow(/Not a storage key/);
  });
});
