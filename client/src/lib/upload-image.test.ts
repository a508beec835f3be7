// The generic upload (the file PUT to its signed URL): a refusal keeps the server's sentence, anything
// else answers the spec's default 'Failed to upload file'.
import { MSG } from '@domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { putFile, UploadError } from './upload-image';

const file = () => new File(['png'], 'shore.png', { type: 'image/png' });
const answer = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('putFile', () => {
  it('sends the file with its own type', async () => {
    const fetch = vi.fn(async () => answer(200, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    await putFile('/api/uploads/abc', file());
    expect(fetch).toHaveBeenCalledWith(
      '/api/uploads/abc',
      expect.objectContaining({ method: 'PUT', headers: { 'Content-Type': 'image/png' } }),
    );
  });

  it("answers 'Failed to upload file' when the upload never arrives or fails without a reason", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(putFile('/api/uploads/abc', file())).rejects.toEqual(new UploadError(MSG.uploadFileFailed));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(500, null)),
    );
    await expect(putFile('/api/uploads/abc', file())).rejects.toThrow(MSG.uploadFileFailed);
    expect(MSG.uploadFileFailed).toBe('Failed to upload file');
  });

  it("keeps the server's reason for a refused file", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(413, { message: MSG.fileTooLarge })),
    );
    const error = await putFile('/api/uploads/abc', file()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as Error).message).toBe(MSG.fileTooLarge);
  });
});
