#!/usr/bin/env node
// @ts-check
// Renders the home-screen icons from the favicon (client/public/favicon.svg) into client/public/: the web
// manifest's 192 and 512 px icons (icons/icon-<size>.png, rounded like the favicon) and the 180 px
// apple-touch-icon.png (square and opaque: iOS rounds the corners itself and shows transparency as black).
// Run once after changing the favicon, and commit the PNGs:
//
//   node tools/app-icons/build-app-icons.mjs
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/public');
const favicon = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
// the favicon's background tile, without its rounded corners
const square = favicon.replace(/<rect width="64" height="64" rx="\d+"/, '<rect width="64" height="64"');
if (square === favicon) throw new Error('favicon.svg: no rounded 64x64 background <rect> to square off');

/** @param {string} svg @param {number} size @param {string} file */
const render = async (svg, size, file) => {
  // density: rasterise the 64-unit SVG at the target size, not upscaled from 72 dpi
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, file));
  console.log(`${file}: ${size}x${size}`);
};

await render(favicon, 192, 'icons/icon-192.png');
await render(favicon, 512, 'icons/icon-512.png');
await render(square, 180, 'apple-touch-icon.png');
