// Word table: the Filipino day and month words the date reader turns into English.

// Filipino days and months, read as the English words chrono knows. Only for the date reader: the rest
// of the message is read as typed. "bukas" is "tomorrow" except where it means "open" ("bukas ba ang
// pool?", "bukas kayo"); "linggo" is Sunday only as the end of a range ("biyernes hanggang linggo"),
// since it also means "week".
const FILIPINO_DATE_WORDS: [RegExp, string][] = [
  [
    /\b(?:sa\s+)?susunod na\s+(?=weekend|lunes|martes|miyerkoles|miyerkules|huwebes|biyernes|sabado)/g,
    'next ',
  ],
  [/\b(?:ngayong|ngayon na|sa darating na|darating na|sa)\s+(?=weekend|biyernes|sabado)/g, 'this '],
  [/\b(?:sa\s+)?makalawa\b/g, 'day after tomorrow'],
  [/\b(?:ngayong|mamayang)\s+gabi\b/g, 'tonight'],
  [/\bngayong araw\b/g, 'today'],
  [/\bbukas\b(?!\s+(?:ba\b|ang\b|pa\b|kayo\b|po ba\b|po ang\b|po kayo\b|sa publiko\b))/g, 'tomorrow'],
  [/\b(?:hanggang|hangang|until)\s+linggo\b/g, 'to sunday'],
  [/\bhanggang\b/g, 'to'],
  [/\blunes\b/g, 'monday'],
  [/\bmartes\b/g, 'tuesday'],
  [/\bmiyerko?[lu]es\b/g, 'wednesday'],
  [/\bhuwebes\b/g, 'thursday'],
  [/\bbiyernes\b/g, 'friday'],
  [/\bsabado\b/g, 'saturday'],
  [/\benero\b/g, 'january'],
  [/\bpebrero\b/g, 'february'],
  [/\bmarso\b/g, 'march'],
  [/\babril\b/g, 'april'],
  [/\bmayo\b/g, 'may'],
  [/\bhunyo\b/g, 'june'],
  [/\bhulyo\b/g, 'july'],
  [/\bagosto\b/g, 'august'],
  [/\bsept?yembre\b/g, 'september'],
  [/\boktubre\b/g, 'october'],
  [/\bnobyembre\b/g, 'november'],
  [/\bdisyembre\b/g, 'december'],
  // the short months the site writes in Filipino ('Dis 24, 2026'), before a day number
  [/\b(ene|peb|abr|hun|hul|ago|set|okt|nob|dis)\b(?=\.?\s*\d)/g, '$1~'],
];
const FILIPINO_SHORT_MONTHS: Record<string, string> = {
  ene: 'jan',
  peb: 'feb',
  abr: 'apr',
  hun: 'jun',
  hul: 'jul',
  ago: 'aug',
  set: 'sep',
  okt: 'oct',
  nob: 'nov',
  dis: 'dec',
};
/** The message with its Filipino day and month words in English, for chrono. */
export const filipinoDatesInEnglish = (text: string): string =>
  FILIPINO_DATE_WORDS.reduce((out, [pattern, english]) => out.replace(pattern, english), text).replace(
    /\b(ene|peb|abr|hun|hul|ago|set|okt|nob|dis)~/g,
    (_, short: string) => FILIPINO_SHORT_MONTHS[short] ?? short,
  );
