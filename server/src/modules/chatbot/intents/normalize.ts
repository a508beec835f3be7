// What every reader of a chat message shares: the normalised text its patterns read, and the English and
// Filipino count words ("two", "apat na") that name a number of nights or people.

/** Lower case, straight quotes, single spaces: what every pattern below reads. */
export const normalize = (text: string): string =>
  text.toLowerCase().replace(/[‘’`]/g, "'").replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  isa: 1,
  isang: 1,
  dalawa: 2,
  dalawang: 2,
  tatlo: 3,
  tatlong: 3,
  apat: 4,
  lima: 5,
  limang: 5,
  anim: 6,
  pito: 7,
  pitong: 7,
  walo: 8,
  walong: 8,
  siyam: 9,
  sampu: 10,
  sampung: 10,
};
// English and Filipino numbers; Filipino links a number to its noun with "na" ("apat na tao")
export const COUNT =
  '(\\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|isang|isa|dalawang|dalawa|tatlong|tatlo|apat|limang|lima|anim|pitong|pito|walong|walo|siyam|sampung|sampu)(?:\\s+na)?';
export const countOf = (word: string | undefined): number =>
  word === undefined ? 0 : (NUMBER_WORDS[word] ?? Number.parseInt(word, 10));
