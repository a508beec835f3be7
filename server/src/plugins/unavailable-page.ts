// What a browser that asks for a page gets while the database is out of reach: a small page of its own,
// in the page's language, instead of the API's JSON. It needs nothing the server would have to read
// (no stylesheet, font, picture or script: the CSS is inline, which the content security policy allows),
// so it shows even when the rest of the site cannot.
import { splitLanguage } from '@domain/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TEXTS = {
  en: {
    title: "We'll be right back · Casa Alon Beach Resort",
    heading: "We'll be right back",
    body: 'The site cannot reach its database right now. Please try again in a few seconds.',
    again: 'Try again',
  },
  fil: {
    title: 'Babalik kami agad · Casa Alon Beach Resort',
    heading: 'Babalik kami agad',
    body: 'Hindi maabot ng site ang database nito ngayon. Pakisubukang muli sa loob ng ilang segundo.',
    again: 'Subukang muli',
  },
} as const;

const STYLE =
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;' +
  'font-family:system-ui,sans-serif;background:#f5efe6;color:#1f3b4d;text-align:center}' +
  'main{max-width:32rem;padding:2rem}h1{font-size:1.75rem;margin:0 0 1rem}p{line-height:1.5}' +
  'a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:.5rem;background:#1f6f8b;' +
  'color:#fff;text-decoration:none}';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page for `url` ('/fil…' is Filipino); its button asks for the same address again. */
export const unavailablePage = (url: string) => {
  const [pathname = '/'] = url.split('?');
  const { language } = splitLanguage(pathname);
  const text = TEXTS[language];
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${text.title}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${text.heading}</h1><p>${text.body}</p>`,
    `<a href="${escapeHtml(url.startsWith('/') && !url.startsWith('//') ? url : '/')}">${text.again}</a>`,
    '</main></body></html>',
  ].join('');
};

/** A GET of a page (not the API) by a client that reads HTML: a browser, not a script calling the API. */
export const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.url.startsWith('/api/') &&
  /\btext\/html\b/.test(request.headers.accept ?? '');

/** Answers 503 with the page; `retryAfter` is the seconds the API's answer asks for too. */
export const sendUnavailablePage = (request: FastifyRequest, reply: FastifyReply, retryAfter: string) =>
  reply
    .status(503)
    .header('retry-after', retryAfter)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(unavailablePage(request.url));
