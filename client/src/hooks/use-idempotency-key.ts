// One idempotency key per filled form: a double click or a retry after a network error sends the same
// key (the server then answers with the reservation it already made); changing the form makes a new one.

import { useCallback, useRef } from 'react';

export type IdempotencyState = { key: string; fingerprint: string };

type CryptoLike = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/** crypto.randomUUID exists only on secure pages (https, localhost); elsewhere build a v4 UUID by hand. */
export const newIdempotencyKey = (source: CryptoLike | undefined = globalThis.crypto): string => {
  if (source?.randomUUID) return source.randomUUID();
  const bytes = new Uint8Array(16);
  if (source?.getRandomValues) source.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The key for this submission: the previous one while the request is the same, a new one otherwise. */
export const keyForSubmission = (
  previous: IdempotencyState | null,
  fingerprint: string,
  make: () => string = newIdempotencyKey,
): IdempotencyState =>
  previous && previous.fingerprint === fingerprint ? previous : { key: make(), fingerprint };

/**
 * `keyFor(request)`: the key to send with this request, the same as last time while the request is
 * unchanged. The key lives as long as the component (one form).
 */
export const useIdempotencyKey = (make: () => string = newIdempotencyKey) => {
  const last = useRef<IdempotencyState | null>(null);
  return useCallback(
    (request: unknown) => {
      last.current = keyForSubmission(last.current, JSON.stringify(request), make);
      return last.current.key;
    },
    [make],
  );
};
