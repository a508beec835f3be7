// An allow-list sanitiser for the one HTML content item (about_us) admins write. The site renders
// it as HTML, so only simple formatting survives: script, style, iframe and similar elements go
// with their content, unknown tags go (their text stays), every attribute goes except a link's
// href (http, https, mailto, tel, site-relative or #anchor) and title. Stray < and > become text.
// The parsing is the `sanitize-html` library's (htmlparser2: linear time, entities decoded the way
// browsers do); this file only holds the allow-list and the stricter rule for links.

import sanitize from 'sanitize-html';

const ALLOWED_TAGS = [
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
];

/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'title',
  'head',
  'frameset',
  'frame',
  'xmp',
  'plaintext',
];

/**
 * What a browser reads a URL's start from: the library has already decoded entities
 * (`&#106;`, `&colon;`, `&sol;`...); browsers also ignore tabs, newlines and leading/trailing
 * control characters, so every whitespace and control character is removed before the check.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]/g;

/**
 * http(s) with its two slashes, mailto, tel, `#anchor`, or a site-relative path: one `/` that is
 * not followed by another `/` or a `\` (browsers read `//host` and `/\host` as another site).
 */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|#|\/(?![/\\]))/i;
const EXTERNAL_HREF = /^https?:/i;

export const isSafeHref = (href: string): boolean => SAFE_HREF.test(href.replace(IGNORED_IN_URL, ''));

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowedClasses: {},
  parseStyleAttributes: false,
  allowVulnerableTags: false,
  enforceHtmlBoundary: false,
  transformTags: {
    // Rebuilds a link's attributes from scratch: only a safe href, a title and, for links to other
    // sites, rel="noopener noreferrer". The values arrive entity-decoded; the library escapes them again.
    a: (tagName, attribs) => {
      const kept: sanitize.Attributes = {};
      const href = attribs.href?.trim();
      if (href && isSafeHref(href)) {
        kept.href = href;
      }
      if (attribs.title !== undefined) kept.title = attribs.title;
      if (kept.href && EXTERNAL_HREF.test(kept.href.replace(IGNORED_IN_URL, ''))) {
        kept.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: kept };
    },
  },
};

export const sanitizeHtml = (html: string): string => sanitize(html, OPTIONS);
