// subset-font 2.9 ships no types, and @types/subset-font (2.3) lacks the options used here (keepAllGlyphs)
declare module 'subset-font' {
  type AxisRange = { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string | null,
    options: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2';
      keepAllGlyphs?: boolean;
      variationAxes?: Record<string, number | AxisRange>;
    },
  ): Promise<Buffer>;
}
