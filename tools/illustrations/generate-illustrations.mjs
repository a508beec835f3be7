#!/usr/bin/env node
// @ts-check
// Writes the SVG sources in assets/images-src/svg/ from the scene code in lib/scenes.mjs.
// The SVG files are the committed sources; run this only after changing the scenes, then
// run build-images.mjs to render them.
//   node tools/illustrations/generate-illustrations.mjs [name ...]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ILLUSTRATIONS } from './catalog.mjs';
import * as scenes from './lib/scenes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'assets/images-src/svg');

const only = process.argv.slice(2);
const sceneByName = new Map(Object.entries(scenes));
await mkdir(outDir, { recursive: true });
for (const [name, fn] of Object.entries(ILLUSTRATIONS)) {
  if (only.length && !only.includes(name)) continue;
  const scene = sceneByName.get(fn);
  if (typeof scene !== 'function') throw new Error(`scene ${fn} for ${name} not found in lib/scenes.mjs`);
  const file = path.join(outDir, `${name}.svg`);
  await writeFile(file, scene().toString());
  console.log(`wrote ${path.relative(root, file)}`);
}
