#!/usr/bin/env node
// @ts-check
// Renders every site picture from assets/images-src/ into client/public/images/ as WebP at
// several widths (`<name>-<width>.webp`), then writes client/public/images/manifest.json and the
// catalogue the code reads (assets/site-images.json, typed by domain/images.ts) from catalog.mjs.
// The hero and every room picture also get a 1200x630 JPEG for link previews (Open Graph):
// `<name>-og.jpg` beside their WebP files.
//
//   node tools/illustrations/build-images.mjs            render everything
//   node tools/illustrations/build-images.mjs --svg      first regenerate the SVG sources from lib/scenes.mjs
//   node tools/illustrations/build-images.mjs --strict   exit 1 when a file is over its size budget
//   node tools/illustrations/build-images.mjs --out DIR  write pictures, manifest and catalogue into DIR
//                                                        instead (to compare with the committed ones)
import { spawnSync } from 'node:child_process';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  AMENITIES,
  CARD,
  HERO_WIDTHS,
  IMAGE_WIDTHS,
  PHOTO_CREDITS,
  PLACEHOLDER_ROOM,
  ROOMS,
  SITE,
} from './catalog.mjs';

/** @typedef {import('./catalog.mjs').PictureEntry} PictureEntry */
/** @typedef {import('./catalog.mjs').Aspect} Aspect */
/** @typedef {import('./catalog.mjs').ImageFormat} ImageFormat */
/** @typedef {'photo' | 'illustration'} PictureKind */
/**
 * A catalogue entry with its defaults filled in; `og`: also render its link-preview JPEG.
 * @typedef {PictureEntry & { aspect: Aspect, widths: readonly number[], formats: readonly ImageFormat[], kind: PictureKind, isHero: boolean, og: boolean }} Job
 */
/** @typedef {{ path: string, width: number, height: number, bytes: number, format: ImageFormat | 'jpeg' }} RenderedFile */
/** @typedef {{ job: Job, width: number, height: number, files: RenderedFile[], og?: RenderedFile }} Rendered */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const SRC = path.join(root, 'assets/images-src');
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? args[outIndex + 1] : undefined;
if (outIndex >= 0 && !outDir) throw new Error('--out needs a folder');
const OUT = outDir ? path.resolve(outDir) : path.join(root, 'client/public/images');
const CATALOGUE_FILE = outDir
  ? path.join(OUT, 'site-images.json')
  : path.join(root, 'assets/site-images.json');
const PUBLIC_PREFIX = '/images/';

/** @type {Record<PictureKind, number>} */
const QUALITY = { photo: 74, illustration: 78 };
/** AVIF quality: 45 looks like WebP 74 on the hero at about half the bytes (compared side by side). */
const AVIF_QUALITY = 45;
/** Size budgets in bytes, by output width (the hero's 1600 has its own). @type {Readonly<Record<number, number>>} */
const BUDGET = { 480: 40_000, 960: 120_000, 1600: 260_000, 1920: 320_000 };
const HERO_1600_BUDGET = 250_000;
/**
 * Link previews (Open Graph): the 1.91:1 size Facebook, Messenger and X show large; JPEG, which every
 * crawler reads; quality 80 keeps each well under the 150 KB budget.
 */
const OG = { width: 1200, height: 630, quality: 80, budget: 150_000 };

if (args.includes('--svg')) {
  const result = spawnSync(process.execPath, [path.join(here, 'generate-illustrations.mjs')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// ---------------------------------------------------------------- jobs
/** @type {Job[]} */
const jobs = [];
/**
 * @param {PictureEntry} entry
 * @param {{ isHero?: boolean, og?: boolean }} [options]
 * @returns {Job}
 */
const add = (entry, { isHero = false, og = false } = {}) => {
  const job = {
    aspect: CARD,
    widths: isHero ? HERO_WIDTHS : IMAGE_WIDTHS,
    formats: /** @type {readonly ImageFormat[]} */ (['webp']),
    ...entry,
    kind: /** @type {PictureKind} */ (entry.src.endsWith('.svg') ? 'illustration' : 'photo'),
    isHero,
    og,
  };
  jobs.push(job);
  return job;
};
/**
 * @template T, U
 * @param {Readonly<Record<string, T>>} record
 * @param {(value: T) => U} fn
 * @returns {Record<string, U>}
 */
const mapValues = (record, fn) => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, fn(v)]));

// the hero's preview is the resort's own; a room's page previews with its first picture
const hero = add(SITE.hero, { isHero: true, og: true });
const heroPortrait = add(SITE.heroPortrait, { isHero: true });
const gallery = SITE.gallery.map((e) => add(e));
const backgrounds = mapValues(SITE.backgrounds, (e) => add(e));
const rooms = ROOMS.map((r) => ({ ...r, images: r.images.map((e) => add(e, { og: true })) }));
const amenities = mapValues(AMENITIES, (e) => add(e));
const placeholder = add(PLACEHOLDER_ROOM);

// ---------------------------------------------------------------- render
/**
 * @param {string} file
 * @returns {Promise<{ width: number, height: number }>}
 */
const sizeOf = async (file) => {
  const { width, height } = await sharp(file).metadata();
  if (!width || !height) throw new Error(`${file} has no pixel size`);
  return { width, height };
};

/**
 * The source as a sharp pipeline: a vector drawn at exactly the largest output width, or a photo
 * turned upright and cut to its crop.
 * @param {Job} job
 * @param {number} maxWidth
 */
async function sourceFor(job, maxWidth) {
  const file = path.join(SRC, job.src);
  if (job.kind === 'illustration') {
    const meta = await sizeOf(file);
    return sharp(file, { density: (72 * maxWidth) / meta.width });
  }
  const img = sharp(file).rotate();
  if (!job.crop) return img;
  const meta = await sizeOf(file);
  const [left, top, width, height] = job.crop;
  return img.extract({
    left: Math.round(left * meta.width),
    top: Math.round(top * meta.height),
    width: Math.round(width * meta.width),
    height: Math.round(height * meta.height),
  });
}

/**
 * @param {Job} job
 * @returns {Promise<Rendered>}
 */
async function render(job) {
  const maxWidth = Math.max(...job.widths);
  const [aw, ah] = job.aspect;
  // first pass: crop to the aspect at the largest width, kept lossless in memory
  const src = await sourceFor(job, maxWidth);
  const { data, info } = await src
    .resize({ width: maxWidth, height: Math.round((maxWidth * ah) / aw), fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const quality = job.quality ?? QUALITY[job.kind];
  /** @type {RenderedFile[]} */
  const files = [];
  for (const w of job.widths) {
    const h = Math.round((w * ah) / aw);
    for (const format of job.formats) {
      const file = path.join(OUT, `${job.out}-${w}.${format}`);
      await mkdir(path.dirname(file), { recursive: true });
      const resized = sharp(data, {
        raw: { width: info.width, height: info.height, channels: info.channels },
      }).resize({
        width: w,
        height: h,
        kernel: 'lanczos3',
      });
      await (format === 'avif'
        ? resized.avif({ quality: job.avifQuality ?? AVIF_QUALITY, effort: 6 })
        : resized.webp({ quality, effort: 6, smartSubsample: true })
      ).toFile(file);
      const { size } = await stat(file);
      files.push({
        path: `${PUBLIC_PREFIX}${job.out}-${w}.${format}`,
        width: w,
        height: h,
        bytes: size,
        format,
      });
    }
  }
  const og = job.og ? await renderOg(job) : undefined;
  return { job, width: maxWidth, height: Math.round((maxWidth * ah) / aw), files, og };
}

/**
 * The link-preview JPEG, cut from the source itself (not from the 3:2 or 16:9 cut), centred.
 * @param {Job} job
 * @returns {Promise<RenderedFile>}
 */
async function renderOg(job) {
  const file = path.join(OUT, `${job.out}-og.jpg`);
  await mkdir(path.dirname(file), { recursive: true });
  const src = await sourceFor(job, OG.width * 1.5);
  await src
    .resize({ width: OG.width, height: OG.height, fit: 'cover', position: 'centre', kernel: 'lanczos3' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: OG.quality, mozjpeg: true, progressive: true })
    .toFile(file);
  const { size } = await stat(file);
  return {
    path: `${PUBLIC_PREFIX}${job.out}-og.jpg`,
    width: OG.width,
    height: OG.height,
    bytes: size,
    format: 'jpeg',
  };
}

async function clean() {
  for (const dir of ['site', 'rooms', 'amenities']) {
    const full = path.join(OUT, dir);
    const names = await readdir(full).catch(() => []);
    for (const n of names) if (/\.(webp|avif)$|-og\.jpg$/.test(n)) await rm(path.join(full, n));
  }
  for (const n of await readdir(OUT).catch(() => [])) {
    if (n.startsWith('placeholder-room-') && n.endsWith('.webp')) await rm(path.join(OUT, n));
  }
}

await clean();
const started = Date.now();
/** @type {Map<Job, Rendered>} */
const rendered = new Map();
for (const job of jobs) {
  rendered.set(job, await render(job));
  process.stdout.write('.');
}
process.stdout.write('\n');
const allFiles = [...rendered.values()].flatMap((r) => (r.og ? [...r.files, r.og] : r.files));

// ---------------------------------------------------------------- report
const over = [];
const rows = [];
for (const { job, files, og } of rendered.values()) {
  if (og && og.bytes > OG.budget)
    over.push(`${og.path} ${(og.bytes / 1024).toFixed(0)} KB > ${(OG.budget / 1024).toFixed(0)} KB`);
  if (og) rows.push(`${(og.bytes / 1024).toFixed(1).padStart(7)} KB  ${og.path}`);
  for (const f of files) {
    // the budgets are for 3:2 pictures: a taller one (the hero's portrait cut) has more pixels per width
    const taller = Math.max(1, f.height / ((f.width * 2) / 3));
    const budget = job.isHero && f.width === 1600 ? HERO_1600_BUDGET : BUDGET[f.width];
    const limit = budget && budget * taller;
    if (limit && f.bytes > limit)
      over.push(`${f.path} ${(f.bytes / 1024).toFixed(0)} KB > ${(limit / 1024).toFixed(0)} KB`);
    rows.push(`${(f.bytes / 1024).toFixed(1).padStart(7)} KB  ${f.path}`);
  }
}
const total = allFiles.reduce((s, f) => s + f.bytes, 0);
console.log(rows.join('\n'));
console.log(
  `${jobs.length} pictures, ${rows.length} files, ${(total / 1024 / 1024).toFixed(2)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (over.length) console.warn(`over budget:\n  ${over.join('\n  ')}`);

// ---------------------------------------------------------------- manifest + catalogue
/**
 * What the code knows about a picture (the SiteImage type of domain/images.ts).
 * @param {Job} job
 */
const entry = (job) => {
  const { width, height, og } = /** @type {Rendered} */ (rendered.get(job));
  const credit = job.kind === 'photo' ? PHOTO_CREDITS[job.src] : undefined;
  return {
    base: `${PUBLIC_PREFIX}${job.out}`,
    alt: job.alt,
    width,
    height,
    widths: job.widths,
    formats: job.formats,
    kind: job.kind,
    ...(credit ? { credit } : {}),
    ...(og ? { og: og.path } : {}),
  };
};
const catalogue = {
  widths: IMAGE_WIDTHS,
  heroWidths: HERO_WIDTHS,
  site: {
    hero: entry(hero),
    heroPortrait: entry(heroPortrait),
    gallery: gallery.map(entry),
    backgrounds: mapValues(backgrounds, entry),
  },
  rooms: rooms.map((r) => ({ id: r.id, name: r.name, images: r.images.map(entry) })),
  amenities: mapValues(amenities, entry),
  placeholderRoom: entry(placeholder),
};
const { widths, heroWidths, ...pictures } = catalogue;

const manifest = {
  generatedBy: 'tools/illustrations/build-images.mjs',
  format: 'webp (and avif where a picture lists it in formats); jpeg for link previews',
  naming: '<base>-<width>.<format>; link previews <base>-og.jpg (1200x630)',
  widths,
  heroWidths,
  ...pictures,
  files: allFiles,
};
/**
 * @param {string} file
 * @param {unknown} data
 */
const writeJson = (file, data) => writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
await writeJson(path.join(OUT, 'manifest.json'), manifest);
await writeJson(CATALOGUE_FILE, catalogue);
console.log(
  `wrote ${path.relative(root, path.join(OUT, 'manifest.json'))} and ${path.relative(root, CATALOGUE_FILE)}`,
);

if (over.length && args.includes('--strict')) process.exit(1);
