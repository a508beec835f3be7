// A built client for the server-rendering tests: the shell vite build writes (client/index.html) in a
// folder of its own, removed after the file's tests, and the client's renderer from its source.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { PageRenderer } from '../plugins/server-rendering';

export const builtClient = async (options: {
  /** The folder's name prefix (one per test file, to tell them apart). */
  prefix: string;
  /** The shell's own description, which the rendered pages replace. */
  description?: string;
}) => {
  const clientDir = mkdtempSync(path.join(tmpdir(), options.prefix));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    [
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
      ...(options.description ? [`<meta name="description" content="${options.description}" />`] : []),
      '<title>Casa Alon Beach Resort</title>',
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '</head><body><div id="root"></div></body></html>',
    ].join(''),
  );
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  // the client's source, through Vitest (the server's own type check does not compile the client)
  const RENDERER = '@/server-render';
  const renderer = (await import(/* @vite-ignore */ RENDERER)) as PageRenderer;
  return { clientDir, renderer };
};
