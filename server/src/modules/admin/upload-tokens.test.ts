// Upload tokens (signature, expiry, shape) and telling an image by its bytes.
import { describe, expect, it } from 'vitest';
import { createUploadToken, detectImageType, tokenFromUploadUrl, verifyUploadToken } from '../../lib/uploads';
import { JPEG, photo, tinyPng } from './test-images';

describe('upload tokens', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  it('verifies signature, expiry and shape', () => {
    const { token, id } = createUploadToken({ purpose: 'amenity', secret: 's1', now });
    expect(verifyUploadToken(token, { secret: 's1', now })).toEqual({
      ok: true,
      token: { purpose: 'amenity', id, expiresAt: now.getTime() + 600_000 },
    });
    expect(verifyUploadToken(token, { secret: 's2', now })).toEqual({ ok: false, reason: 'invalid' });
    const later = new Date(now.getTime() + 600_001);
    expect(verifyUploadToken(token, { secret: 's1', now: later })).toEqual({ ok: false, reason: 'expired' });
    expect(verifyUploadToken(token, { secret: 's1', now: later, ignoreExpiry: true }).ok).toBe(true);
    expect(verifyUploadToken('a.b.c', { secret: 's1', now }).ok).toBe(false);
    expect(tokenFromUploadUrl(`https://resort.ph/api/uploads/${token}`)).toBe(token);
    expect(tokenFromUploadUrl('/api/other/x.y')).toBeUndefined();
  });

  it('tells PNG, JPEG and WebP by their bytes, and nothing else', async () => {
    expect(await detectImageType(tinyPng())).toBe('image/png');
    expect(await detectImageType(JPEG)).toBe('image/jpeg');
    expect(await detectImageType(await photo('webp', 8, 8))).toBe('image/webp');
    expect(await detectImageType(Buffer.from('GIF89a\x01\0\x01\0\0\0\0;', 'latin1'))).toBeUndefined();
    expect(await detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });
});
