// @ts-check
// The module boundaries are Biome rules (biome.json: style/noRestrictedImports in `overrides`, and
// suspicious/noImportCycles), run by `biome ci` in `npm test`. This test shows the rules bite: it lints
// small probe files laid out like the real tree, with the project's own biome.json, and expects a refusal
// for each broken boundary and silence for the allowed imports.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');

/** @type {Record<string, string>} probe file -> its source (each line is one import) */
const probes = {
  // server: another module's internals, and the ORM outside a repository
  'server/src/modules/rooms/uses-other-repository.ts':
    "import { x } from '../reservations/repository';\nexport const y = x;\n",
  'server/src/modules/rooms/uses-other-service.ts':
    "import { x } from '../auth/users.service';\nexport const y = x;\n",
  'server/src/modules/rooms/orm-in-service.ts': "import { eq } from 'drizzle-orm';\nexport const y = eq;\n",
  'server/src/modules/rooms/tables-in-service.ts':
    "import { rooms } from '../../db/schema';\nexport const y = rooms;\n",
  // allowed: another module's index, own files, shared layers, the ORM in a repository
  'server/src/modules/rooms/allowed.ts':
    "import { a } from '../reservations';\nimport { b } from '../auth/index';\nimport { c } from './repository';\nimport { d } from '../../lib/errors';\nexport const y = [a, b, c, d];\n",
  'server/src/modules/rooms/repository.ts':
    "import { eq } from 'drizzle-orm';\nimport { rooms } from '../../db/schema';\nexport const y = [eq, rooms];\n",
  // client: another feature's internals
  'client/src/features/home/components/uses-other-internals.tsx':
    "import { x } from '@/features/admin-console/components/admin-dashboard';\nexport const y = x;\n",
  'client/src/features/home/components/allowed.tsx':
    "import { a } from '@/features/rooms';\nimport { b } from '../api/get-home';\nimport { c } from '@/lib/api';\nexport const y = [a, b, c];\n",
};

let dir = '';
/** @type {string} */
let output = '';

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  copyFileSync(path.join(root, 'biome.json'), path.join(dir, 'biome.json'));
  for (const [file, source] of Object.entries(probes)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  const run = spawnSync(biome, ['lint', '--only=style/noRestrictedImports', '--max-diagnostics=none', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  output = `${run.stdout}${run.stderr}`;
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The probe files Biome refused, with the message of each refusal. */
const refusals = () =>
  [
    ...output.matchAll(
      /^(\S+?):\d+:\d+ lint\/style\/noRestrictedImports[^\n]*\n(?:[^\n]*\n)*?\s+× ([^\n]+)/gm,
    ),
  ].map((m) => ({ file: m[1] ?? '', message: m[2] ?? '' }));

describe('module boundaries (biome.json)', () => {
  it.each([
    ['server/src/modules/rooms/uses-other-repository.ts', 'only through its index.ts'],
    ['server/src/modules/rooms/uses-other-service.ts', 'only through its index.ts'],
    ['server/src/modules/rooms/orm-in-service.ts', 'Only repositories know the ORM'],
    ['server/src/modules/rooms/tables-in-service.ts', 'Only repositories know the ORM'],
    ['client/src/features/home/components/uses-other-internals.tsx', 'public entry'],
  ])('refuses %s', (file, message) => {
    const found = refusals().filter((r) => r.file === file);
    expect(found.length, output).toBe(1);
    expect(found[0]?.message).toContain(message);
  });

  it('allows a module index, own files, shared layers and the ORM in a repository', () => {
    const allowed = refusals().filter((r) => r.file.endsWith('allowed.ts') || r.file.endsWith('allowed.tsx'));
    expect(allowed).toEqual([]);
    expect(refusals().some((r) => r.file.endsWith('/repository.ts'))).toBe(false);
  });
});

describe('import cycles (biome.json)', () => {
  // a.ts and b.ts import each other, in each tree; server/ is exempt (its modules import their own index)
  /** @param {string} folder */
  const cycle = (folder) => ({
    [`${folder}/cycle-a.ts`]: "import { b } from './cycle-b';\nexport const a = () => b;\n",
    [`${folder}/cycle-b.ts`]: "import { a } from './cycle-a';\nexport const b = () => a;\n",
  });
  let cycleDir = '';
  let cycleOutput = '';

  beforeAll(() => {
    cycleDir = mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
    copyFileSync(path.join(root, 'biome.json'), path.join(cycleDir, 'biome.json'));
    const files = { ...cycle('client/src/lib'), ...cycle('domain'), ...cycle('server/src/modules/rooms') };
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(cycleDir, file)), { recursive: true });
      writeFileSync(path.join(cycleDir, file), source);
    }
    // no --only: it would also switch the rule on where biome.json turns it off
    const run = spawnSync(biome, ['lint', '--max-diagnostics=none', '.'], {
      cwd: cycleDir,
      encoding: 'utf8',
    });
    cycleOutput = `${run.stdout}${run.stderr}`;
  }, 60_000);

  afterAll(() => {
    if (cycleDir) rmSync(cycleDir, { recursive: true, force: true });
  });

  const cycleFiles = () =>
    [...cycleOutput.matchAll(/^(\S+?):\d+:\d+ lint\/suspicious\/noImportCycles/gm)].map((m) => m[1]).sort();

  it('refuses a cycle in the client and in domain, not in server', () => {
    expect(cycleFiles(), cycleOutput).toEqual([
      'client/src/lib/cycle-a.ts',
      'client/src/lib/cycle-b.ts',
      'domain/cycle-a.ts',
      'domain/cycle-b.ts',
    ]);
  });
});
