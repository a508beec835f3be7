// @ts-check
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_PARTS, newestMtime, staleParts } from './build-freshness.mjs';

/** @type {string} */
let root;
/** Writes a file under the temporary root with the given modification time (seconds). */
const touch = (/** @type {string} */ file, /** @type {number} */ seconds) => {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, '');
  utimesSync(full, seconds, seconds);
};
const staleNames = () => staleParts(root).map((part) => part.name);

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-freshness-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('newestMtime', () => {
  it('finds the newest file in nested folders and skips node_modules', () => {
    touch('client/src/a.ts', 1000);
    touch('client/src/deep/b.ts', 2000);
    touch('client/node_modules/x/index.js', 9000);
    expect(newestMtime([path.join(root, 'client')])).toBe(2_000_000);
  });

  it('is 0 when no path exists', () => {
    expect(newestMtime([path.join(root, 'missing')])).toBe(0);
  });
});

describe('staleParts', () => {
  const buildEverything = (/** @type {number} */ seconds) => {
    for (const part of BUILD_PARTS) touch(part.output, seconds);
  };

  beforeEach(() => {
    touch('client/src/main.tsx', 1000);
    touch('server/src/main.ts', 1000);
    touch('domain/pricing.ts', 1000);
    touch('package-lock.json', 1000);
  });

  it('builds both parts when dist/ is missing', () => {
    expect(staleNames()).toEqual(['client', 'server']);
  });

  it('builds nothing when every output is newer than its sources', () => {
    buildEverything(2000);
    expect(staleNames()).toEqual([]);
  });

  it('rebuilds only the client after a client change', () => {
    buildEverything(2000);
    touch('client/src/main.tsx', 3000);
    expect(staleNames()).toEqual(['client']);
  });

  it('rebuilds only the server after a server change', () => {
    buildEverything(2000);
    touch('server/src/main.ts', 3000);
    expect(staleNames()).toEqual(['server']);
  });

  it('rebuilds both after a change to the shared rules, the picture catalogue or the lock file', () => {
    for (const shared of ['domain/pricing.ts', 'assets/site-images.json', 'package-lock.json']) {
      buildEverything(2000);
      touch(shared, 3000);
      expect(staleNames(), shared).toEqual(['client', 'server']);
    }
  });
});
