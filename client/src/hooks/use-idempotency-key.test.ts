// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keyForSubmission, newIdempotencyKey, useIdempotencyKey } from './use-idempotency-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  it('makes v4 UUIDs, also where crypto.randomUUID is missing (plain http)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const insecure = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => array };
    expect(newIdempotencyKey(insecure as Crypto)).toMatch(UUID);
    expect(newIdempotencyKey(undefined)).toMatch(UUID);
  });

  it('keeps the key while the request is the same (double click, retry) and renews it when it changes', () => {
    let n = 0;
    const make = () => `key-${++n}`;
    const first = keyForSubmission(null, 'A', make);
    expect(first.key).toBe('key-1');
    expect(keyForSubmission(first, 'A', make)).toBe(first);
    const changed = keyForSubmission(first, 'B', make);
    expect(changed).toEqual({ key: 'key-2', fingerprint: 'B' });
  });

  it('useIdempotencyKey keeps one key per unchanged request for the life of the form', () => {
    let n = 0;
    const make = () => `key-${++n}`;
    const { result, rerender, unmount } = renderHook(() => useIdempotencyKey(make));
    expect(result.current({ room: 'a' })).toBe('key-1');
    rerender();
    expect(result.current({ room: 'a' })).toBe('key-1');
    expect(result.current({ room: 'b' })).toBe('key-2');
    unmount();
    const fresh = renderHook(() => useIdempotencyKey(make));
    expect(fresh.result.current({ room: 'b' })).toBe('key-3');
  });
});
