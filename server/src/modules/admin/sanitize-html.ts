// An allow-list sanitiser for the one HTML content item (about_us) admins write. The site renders
// it as HTML, so only simple formatting survives: script, style, iframe and similar elements go
// with their content, unknown tags go (their text stays), every attribute goes except a link's
// href (http, https, mailto, tel, site-relative or #anchor) and title. Stray < and > become text.

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
  'span',
  'hr',
]);
const VOID_TAGS = new Set(['br', 'hr']);
/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
  'frameset',
  'frame',
]);

const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  value
    .replace(/&(?!(?:[a-z]+|#\d+|#x[0-9a-f]+);)/gi, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');

/** Decodes numeric entities and strips whitespace/control characters, as a browser would before reading a URL's scheme. */
const normaliseUrl = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, '');

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const cleanAttributes = (tag: string, raw: string): string => {
  if (tag !== 'a') return '';
  const kept: string[] = [];
  let external = false;
  for (const match of raw.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (name === 'href') {
      const url = normaliseUrl(value);
      if (!SAFE_HREF.test(url)) continue;
      external = /^https?:/i.test(url);
      kept.push(`href="${escapeAttribute(value.trim())}"`);
    } else if (name === 'title') kept.push(`title="${escapeAttribute(value)}"`);
  }
  if (external) kept.push('rel="noopener noreferrer"');
  return kept.length ? ` ${kept.join(' ')}` : '';
};

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^>]*?)?)\s*(\/?)>/g;

export const sanitizeHtml = (html: string): string => {
  let out = '';
  let last = 0;
  let dropping: string | null = null;
  for (const match of html.matchAll(TOKEN)) {
    const start = match.index ?? 0;
    const [whole, closing, rawTag, rawAttributes = ''] = match;
    if (!dropping) out += escapeText(html.slice(last, start));
    last = start + whole.length;
    if (!rawTag) continue; // a comment
    const tag = rawTag.toLowerCase();
    if (dropping) {
      if (closing && tag === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!closing) dropping = tag;
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) {
      if (!VOID_TAGS.has(tag)) out += `</${tag}>`;
      continue;
    }
    out += `<${tag}${cleanAttributes(tag, rawAttributes)}>`;
  }
  if (!dropping) out += escapeText(html.slice(last));
  return out;
};
