// Strings a fuzzer would try in any text field or URL part, drawn the same on every run.
/** A stable pseudo-random generator (mulberry32), so the fuzzed strings are the same on every run. */
const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const FUZZ_PIECES = [
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\ud800',
  '\udfff',
  '😀',
  '%00',
  '%',
  '\\',
  '"',
  "'",
  '<script>alert(1)</script>',
  ['$', '{7*7}'].join(''),
  '{{7*7}}',
  "'; DROP TABLE users; --",
  ' ',
  '\t',
  '\r\n',
  'a',
  'Z',
  '9',
  '-',
  '.',
  '/',
  '../',
  'é',
  'ß',
  '\u0130',
];

/** `count` strings of random pieces (control characters, lone surrogates, quotes, markup), seeded. */
export const fuzzStrings = (seed: number, count: number): string[] => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(random() * 40);
    let text = '';
    for (let i = 0; i < length; i++) text += FUZZ_PIECES[Math.floor(random() * FUZZ_PIECES.length)];
    return text;
  });
};
