// @ts-check
// The site's two web fonts, cut down at build time from the @fontsource-variable packages: the
// landing's LCP counts every byte fetched before the first paint, and both fonts' Latin files are.
// Most of a variable woff2 is its variation data, and the site uses only a few weights:
//   - Plus Jakarta Sans (body, navigation, forms): 400 to 700 (font-normal/medium/semibold/bold, <strong>),
//     so its weight axis is limited to 400..700 and it stays one variable file per script;
//   - Playfair Display (the logo and the headings): 600 nearly everywhere (font-semibold), 400 for the few
//     headings and quotes without a weight class, 700 in the resort map; one static file per weight, so a
//     page that only shows semibold headings (the landing above the fold) loads only the 600 file.
// Every glyph of fontsource's files is kept (same scripts, same unicode-range per file, ₱ included in the
// latin-ext file as before) and every @font-face keeps font-display: swap. subset-font runs HarfBuzz's
// subsetter as WebAssembly (docs/adr/0043-subset-web-fonts.md says why that library), so the build needs no network and
// no native tool. The vite plugin in vite.config.ts calls this before each build or dev server start.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * @typedef {{ name: string, packageName: string, slug: string,
 *   instances: readonly ({ weight: number } | { min: number, max: number })[] }} FontFamily
 * @type {readonly FontFamily[]}
 */
export const FONT_FAMILIES = [
  {
    name: 'Plus Jakarta Sans',
    packageName: '@fontsource-variable/plus-jakarta-sans',
    slug: 'plus-jakarta-sans',
    instances: [{ min: 400, max: 700 }],
  },
  {
    name: 'Playfair Display',
    packageName: '@fontsource-variable/playfair-display',
    slug: 'playfair-display',
    // 500 is kept so a font-medium heading would look as it did with the variable font
    instances: [{ weight: 400 }, { weight: 500 }, { weight: 600 }, { weight: 700 }],
  },
];

/** The generated folder (gitignored); client/src/index.css imports its fonts.css. */
export const FONTS_DIR = path.resolve(import.meta.dirname, '../../client/src/generated-fonts');

/**
 * fontsource's @font-face rules for the normal style: the woff2 file and the unicode-range of each script.
 * @param {string} packageName
 */
const sourceFaces = (packageName) => {
  const cssFile = require.resolve(`${packageName}/wght.css`);
  const css = readFileSync(cssFile, 'utf8');
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
    const file = body.match(/url\(\.\/files\/([\w-]+-wght-normal\.woff2)\)/)?.[1];
    const range = body.match(/unicode-range:\s*([^;]+);/)?.[1]?.trim();
    if (!file || !range) throw new Error(`web-fonts: unexpected @font-face in ${cssFile}: ${body}`);
    return { file: path.join(path.dirname(cssFile), 'files', file), range };
  });
  if (faces.length === 0) throw new Error(`web-fonts: no @font-face in ${cssFile}`);
  return faces;
};

/** @param {FontFamily} family @param {string} file */
const scriptOf = (family, file) => {
  const script = path
    .basename(file)
    .slice(family.slug.length + 1)
    .replace(/-wght-normal\.woff2$/, '');
  if (!/^[a-z-]+$/.test(script)) throw new Error(`web-fonts: cannot read the script of ${file}`);
  return script;
};

/** What the output depends on: this file, the fontsource packages' and subset-font's versions. */
const stampOf = () =>
  createHash('sha256')
    .update(readFileSync(import.meta.filename))
    .update(
      [...FONT_FAMILIES.map((f) => f.packageName), 'subset-font']
        .map((name) => `${name}@${require(`${name}/package.json`).version}`)
        .join(),
    )
    .digest('hex');

/**
 * Writes the woff2 files and fonts.css into FONTS_DIR, unless they are already there for the same
 * sources (a stamp file), so a dev server restart costs nothing. Returns whether it generated them.
 */
export const buildWebFonts = async () => {
  const stamp = stampOf();
  const stampFile = path.join(FONTS_DIR, 'stamp.txt');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return false;
  const { default: subsetFont } = await import('subset-font');
  rmSync(FONTS_DIR, { recursive: true, force: true });
  mkdirSync(FONTS_DIR, { recursive: true });
  const rules = [];
  for (const family of FONT_FAMILIES) {
    for (const source of sourceFaces(family.packageName)) {
      const script = scriptOf(family, source.file);
      const original = readFileSync(source.file);
      for (const instance of family.instances) {
        const variable = 'min' in instance;
        const label = variable ? `wght-${instance.min}-${instance.max}` : String(instance.weight);
        const fileName = `${family.slug}-${script}-${label}.woff2`;
        // keepAllGlyphs: the same characters as fontsource's file; only the weight axis is cut or pinned
        const font = await subsetFont(original, null, {
          keepAllGlyphs: true,
          targetFormat: 'woff2',
          variationAxes: { wght: variable ? { min: instance.min, max: instance.max } : instance.weight },
        });
        writeFileSync(path.join(FONTS_DIR, fileName), font);
        rules.push(
          [
            `/* ${family.slug}, ${script}, ${variable ? `weights ${instance.min} to ${instance.max}` : `weight ${instance.weight}`} */`,
            '@font-face {',
            `  font-family: '${family.name}';`,
            '  font-style: normal;',
            '  font-display: swap;',
            `  font-weight: ${variable ? `${instance.min} ${instance.max}` : instance.weight};`,
            `  src: url(./${fileName}) format('${variable ? 'woff2-variations' : 'woff2'}');`,
            `  unicode-range: ${source.range};`,
            '}',
          ].join('\n'),
        );
      }
    }
  }
  const header =
    '/* Generated by scripts/lib/web-fonts.mjs from the @fontsource-variable packages: do not edit. */';
  writeFileSync(path.join(FONTS_DIR, 'fonts.css'), `${header}\n${rules.join('\n\n')}\n`);
  writeFileSync(stampFile, stamp);
  return true;
};
