#!/usr/bin/env node
// Renders every site picture from assets/images-src/ into client/public/images/ as WebP at
// several widths (`<name>-<width>.webp`), then writes client/public/images/manifest.json and
// domain/images.ts from scripts/images/catalog.mjs.
//
//   node scripts/images/build-images.mjs          render everything
//   node scripts/images/build-images.mjs --svg    first regenerate the SVG sources from lib/scenes.mjs
//   node scripts/images/build-images.mjs --strict exit 1 when a file is over its size budget
import { spawnSync } from 'node:child_process';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  AMENITIES,
  HERO_WIDTHS,
  IMAGE_WIDTHS,
  PHOTO_CREDITS,
  PLACEHOLDER_ROOM,
  ROOMS,
  SITE,
} from './catalog.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const SRC = path.join(root, 'assets/images-src');
const OUT = path.join(root, 'client/public/images');
const PUBLIC_PREFIX = '/images/';
const args = new Set(process.argv.slice(2));

const QUALITY = { photo: 74, illustration: 78 };
/** size budgets in bytes, by output width (the hero's 1600 has its own) */
const BUDGET = { 480: 40_000, 960: 120_000, 1600: 260_000, 1920: 320_000, hero1600: 250_000 };

if (args.has('--svg')) {
  const r = spawnSync(process.execPath, [path.join(here, 'generate-illustrations.mjs')], {
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// ---------------------------------------------------------------- jobs
const jobs = [];
const add = (entry, defaults) => {
  const job = { aspect: [3, 2], widths: IMAGE_WIDTHS, ...defaults, ...entry };
  job.kind = job.src.endsWith('.svg') ? 'illustration' : 'photo';
  jobs.push(job);
  return job;
};
const hero = add(SITE.hero, { widths: HERO_WIDTHS, budgetKey: 'hero' });
const gallery = SITE.gallery.map((e) => add(e));
const backgrounds = Object.fromEntries(Object.entries(SITE.backgrounds).map(([k, e]) => [k, add(e)]));
const rooms = ROOMS.map((r) => ({ ...r, images: r.images.map((e) => add(e)) }));
const amenities = Object.fromEntries(Object.entries(AMENITIES).map(([k, e]) => [k, add(e)]));
const placeholder = add(PLACEHOLDER_ROOM);

// ---------------------------------------------------------------- render
async function sourceFor(job, maxW) {
  const file = path.join(SRC, job.src);
  if (job.kind === 'illustration') {
    const meta = await sharp(file).metadata();
    // render the vector at exactly the largest output width
    const density = (72 * maxW) / meta.width;
    return sharp(file, { density });
  }
  let img = sharp(file).rotate();
  if (job.crop) {
    const meta = await sharp(file).metadata();
    const [l, t, w, h] = job.crop;
    img = img.extract({
      left: Math.round(l * meta.width),
      top: Math.round(t * meta.height),
      width: Math.round(w * meta.width),
      height: Math.round(h * meta.height),
    });
  }
  return img;
}

async function render(job) {
  const maxW = Math.max(...job.widths);
  const [aw, ah] = job.aspect;
  // first pass: crop to the aspect at the largest width, kept lossless in memory
  const src = await sourceFor(job, maxW);
  const { data, info } = await src
    .resize({
      width: maxW,
      height: Math.round((maxW * ah) / aw),
      fit: 'cover',
      position: job.position || 'centre',
    })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const quality = job.quality ?? QUALITY[job.kind];
  const files = [];
  for (const w of job.widths) {
    const h = Math.round((w * ah) / aw);
    const file = path.join(OUT, `${job.out}-${w}.webp`);
    await mkdir(path.dirname(file), { recursive: true });
    await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .resize({ width: w, height: h, kernel: 'lanczos3' })
      .webp({ quality, effort: 6, smartSubsample: true })
      .toFile(file);
    const { size } = await stat(file);
    files.push({ path: `${PUBLIC_PREFIX}${job.out}-${w}.webp`, width: w, height: h, bytes: size });
  }
  job.files = files;
  job.width = maxW;
  job.height = Math.round((maxW * ah) / aw);
}

async function clean() {
  for (const dir of ['site', 'rooms', 'amenities']) {
    const full = path.join(OUT, dir);
    const names = await readdir(full).catch(() => []);
    for (const n of names) if (n.endsWith('.webp')) await rm(path.join(full, n));
  }
  for (const n of await readdir(OUT).catch(() => [])) {
    if (n.startsWith('placeholder-room-') && n.endsWith('.webp')) await rm(path.join(OUT, n));
  }
}

await clean();
const started = Date.now();
for (const job of jobs) {
  await render(job);
  process.stdout.write('.');
}
process.stdout.write('\n');

// ---------------------------------------------------------------- report
const over = [];
const rows = [];
for (const job of jobs) {
  for (const f of job.files) {
    const limit = job.budgetKey === 'hero' && f.width === 1600 ? BUDGET.hero1600 : BUDGET[f.width];
    if (limit && f.bytes > limit)
      over.push(`${f.path} ${(f.bytes / 1024).toFixed(0)} KB > ${(limit / 1024).toFixed(0)} KB`);
    rows.push(`${(f.bytes / 1024).toFixed(1).padStart(7)} KB  ${f.path}`);
  }
}
const total = jobs.flatMap((j) => j.files).reduce((s, f) => s + f.bytes, 0);
console.log(rows.join('\n'));
console.log(
  `${jobs.length} pictures, ${rows.length} files, ${(total / 1024 / 1024).toFixed(2)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (over.length) console.warn(`over budget:\n  ${over.join('\n  ')}`);

// ---------------------------------------------------------------- manifest + domain/images.ts
const entry = (job) => {
  const e = {
    base: `${PUBLIC_PREFIX}${job.out}`,
    alt: job.alt,
    width: job.width,
    height: job.height,
    widths: job.widths,
    kind: job.kind,
  };
  if (job.kind === 'photo' && PHOTO_CREDITS[job.src]) e.credit = PHOTO_CREDITS[job.src];
  return e;
};
const data = {
  site: {
    hero: entry(hero),
    gallery: gallery.map(entry),
    backgrounds: Object.fromEntries(Object.entries(backgrounds).map(([k, j]) => [k, entry(j)])),
  },
  rooms: rooms.map((r) => ({ id: r.id, name: r.name, images: r.images.map(entry) })),
  amenities: Object.fromEntries(Object.entries(amenities).map(([k, j]) => [k, entry(j)])),
  placeholderRoom: entry(placeholder),
};

const manifest = {
  generatedBy: 'scripts/images/build-images.mjs',
  format: 'webp',
  naming: '<base>-<width>.webp',
  widths: IMAGE_WIDTHS,
  heroWidths: HERO_WIDTHS,
  ...data,
  files: jobs.flatMap((j) => j.files),
};
await writeFile(path.join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

// TypeScript emitter in the repo's Biome style (single quotes, 2 spaces, trailing commas)
const IDENT = /^[A-Za-z_$][\w$]*$/;
const str = (s) => `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
function ts(v, ind = '') {
  const next = `${ind}  `;
  if (Array.isArray(v)) {
    if (v.every((x) => typeof x === 'number')) return `[${v.join(', ')}]`;
    return `[\n${v.map((x) => `${next}${ts(x, next)},`).join('\n')}\n${ind}]`;
  }
  if (v && typeof v === 'object') {
    const lines = Object.entries(v).map(([k, x]) => `${next}${IDENT.test(k) ? k : str(k)}: ${ts(x, next)},`);
    return `{\n${lines.join('\n')}\n${ind}}`;
  }
  return typeof v === 'string' ? str(v) : String(v);
}

const facilityNames = Object.keys(AMENITIES);
const bgKeys = Object.keys(SITE.backgrounds);
/** a union type of string literals, broken over lines the way Biome does when it is too long */
const union = (name, keys) => {
  const one = `export type ${name} = ${keys.map(str).join(' | ')};`;
  return one.length <= 110 ? one : `export type ${name} =\n${keys.map((k) => `  | ${str(k)}`).join('\n')};`;
};
const moduleText = `// Generated by scripts/images/build-images.mjs from scripts/images/catalog.mjs: do not edit by hand.
// The files live in client/public/images/ as \`<base>-<width>.webp\`; photo credits are in docs/credits.md.

/** Widths every picture is rendered at. */
export const IMAGE_WIDTHS = ${ts(IMAGE_WIDTHS)} as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The hero is also rendered at 1920. */
export const HERO_WIDTHS = ${ts(HERO_WIDTHS)} as const;
export const IMAGE_EXTENSION = '.webp';

/** \`sizes\` attributes matching the layouts the pictures were cut for. */
export const IMAGE_SIZES = {
  hero: '100vw',
  card: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  gallery: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  detail: '(min-width: 1024px) 66vw, 100vw',
} as const;

export type ImageKind = 'photo' | 'illustration';

export interface SiteImage {
  /** Public path without width or extension, e.g. '/images/rooms/ocean-deluxe-1'. */
  readonly base: string;
  readonly alt: string;
  /** Pixel size of the largest file (gives the aspect ratio for width/height attributes). */
  readonly width: number;
  readonly height: number;
  /** Widths that exist on disk for this picture. */
  readonly widths: readonly number[];
  readonly kind: ImageKind;
  /** Attribution of a photo; see docs/credits.md. */
  readonly credit?: string;
}

export interface RoomImageSet {
  readonly id: string;
  readonly name: string;
  /** Three or more pictures; the first is the cover. */
  readonly images: readonly SiteImage[];
}

${union('SiteBackground', bgKeys)}

export interface SiteImages {
  readonly hero: SiteImage;
  readonly gallery: readonly SiteImage[];
  readonly backgrounds: Readonly<Record<SiteBackground, SiteImage>>;
}

/** Facility names with a picture (the same names as FACILITY_NAMES in ./constants). */
${union('AmenityImageName', facilityNames)}

export const SITE_IMAGES: SiteImages = ${ts(data.site)};

export const ROOM_IMAGE_SETS: readonly RoomImageSet[] = ${ts(data.rooms)};

export const AMENITY_IMAGES: Readonly<Record<AmenityImageName, SiteImage>> = ${ts(data.amenities)};

/** Base path of the picture shown when a room has no image of its own. */
export const PLACEHOLDER_ROOM_IMAGE = ${str(data.placeholderRoom.base)};
export const PLACEHOLDER_ROOM_ALT = ${str(data.placeholderRoom.alt)};

/** True for our generated base paths ('/images/...' without an extension); uploads and URLs are not. */
export function isResponsiveBase(path: string): boolean {
  return path.startsWith('/images/') && !/\\.[a-z0-9]{2,5}(?:[?#].*)?$/i.test(path);
}

/** One file of a picture: srcFor('/images/rooms/ocean-deluxe-1', 960) is '/images/rooms/ocean-deluxe-1-960.webp'. Other paths come back unchanged. */
export function srcFor(basePath: string, width: number = 960): string {
  return isResponsiveBase(basePath) ? \`\${basePath}-\${width}\${IMAGE_EXTENSION}\` : basePath;
}

/** 'base-480.webp 480w, base-960.webp 960w, base-1600.webp 1600w'; empty for paths that are not ours. */
export function srcSetFor(basePath: string, widths: readonly number[] = IMAGE_WIDTHS): string {
  if (!isResponsiveBase(basePath)) return '';
  return widths.map((w) => \`\${srcFor(basePath, w)} \${w}w\`).join(', ');
}

/** The room picture set for the n-th room, wrapping around the available sets. */
export function roomImageSet(index: number): RoomImageSet {
  const n = ROOM_IMAGE_SETS.length;
  return ROOM_IMAGE_SETS[((Math.trunc(index) % n) + n) % n]!;
}

/** The picture of a facility by name (case-insensitive), if there is one. */
export function amenityImage(name: string): SiteImage | undefined {
  const key = (Object.keys(AMENITY_IMAGES) as AmenityImageName[]).find(
    (k) => k.toLowerCase() === name.trim().toLowerCase(),
  );
  return key ? AMENITY_IMAGES[key] : undefined;
}
`;
await writeFile(path.join(root, 'domain/images.ts'), moduleText);
console.log('wrote client/public/images/manifest.json and domain/images.ts');

if (over.length && args.has('--strict')) process.exit(1);
