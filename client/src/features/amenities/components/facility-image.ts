// Facility pictures come as '<base>-<width>.webp' (the seed stores the 960 px file); the other
// widths sit beside it, so the browser can pick the one that fits. Uploads are used as they are.

import { IMAGE_WIDTHS, srcFor, srcSetFor } from '@domain/images';

const SIZED_FILE = /^(\/images\/.+)-(\d+)\.webp$/;

export const responsiveSources = (path: string): { src: string; srcSet?: string } => {
  const base = SIZED_FILE.exec(path)?.[1];
  if (!base) return { src: path };
  return { src: srcFor(base, 960), srcSet: srcSetFor(base, IMAGE_WIDTHS) };
};
