// sitemap.xml: every page search engines may list (domain/routes.ts INDEXABLE_PAGES) and every room on the
// site, each in English and Filipino, with its language alternates and when its data last changed. Written
// by the `sitemap` package (escaping, namespaces, absolute URLs); the data is two small queries.
import { Readable } from 'node:stream';
import { LANGUAGES } from '@domain/languages';
import { INDEXABLE_PAGES, PAGES, pathIn } from '@domain/routes';
import { type SitemapItemLoose, SitemapStream, streamToPromise } from 'sitemap';
import type { AppContext } from '../../lib/app-context';
import { findContentChangedAt } from '../content';
import { findOfferChangedAt } from '../day-visits';
import { findRoomPages } from '../rooms';

/**
 * At most this many room pages (two URLs each, far below a sitemap's 50,000): a resort has a few dozen
 * rooms, and a runaway table never makes the answer unbounded.
 */
export const MAX_ROOM_PAGES = 2000;

/** The latest of the dates given, or undefined when none is known (the entry then has no lastmod). */
const latest = (...dates: Array<Date | null | undefined>): string | undefined => {
  const times = dates.filter((date): date is Date => date instanceof Date).map((date) => date.getTime());
  return times.length ? new Date(Math.max(...times)).toISOString() : undefined;
};

/** One page in both languages: an entry per language, each naming both and x-default (the English one). */
const entriesFor = (path: string, lastmod: string | undefined): SitemapItemLoose[] => {
  const links = [
    ...LANGUAGES.map((language) => ({ lang: language, hreflang: language, url: pathIn(language, path) })),
    { lang: 'x-default', hreflang: 'x-default', url: path },
  ];
  return LANGUAGES.map((language) => ({ url: pathIn(language, path), lastmod, links }));
};

/** The fixed pages' paths: the indexable ones without a parameter (room pages come from the data). */
const FIXED_PAGES = INDEXABLE_PAGES.map((name) => PAGES[name]).filter((path) => !path.includes(':'));

type Changed = { content: Date | null; rooms: Date | null; dayOffer: Date | null };

/**
 * When each fixed page's data last changed: the landing and the list show rooms, the day tours the
 * entrance pass and the cottages; every page shows content.
 */
const fixedPageLastmod = (path: string, changed: Changed) =>
  path === PAGES.home || path === PAGES.rooms
    ? latest(changed.content, changed.rooms)
    : path === PAGES.dayTours
      ? latest(changed.content, changed.dayOffer)
      : latest(changed.content);

/** The sitemap's XML, with absolute URLs under SITE_URL. */
export const buildSitemap = async (ctx: AppContext): Promise<string> => {
  const { db, config } = ctx.deps;
  const [contentChangedAt, rooms, dayOffer] = await Promise.all([
    findContentChangedAt(db),
    findRoomPages(db, MAX_ROOM_PAGES),
    findOfferChangedAt(db),
  ]);
  const changed = { content: contentChangedAt, rooms: rooms.changedAt, dayOffer };
  const entries = [
    ...FIXED_PAGES.flatMap((path) => entriesFor(path, fixedPageLastmod(path, changed))),
    ...rooms.pages.flatMap((room) =>
      entriesFor(PAGES.roomDetail.replace(':id', room.id), latest(room.updatedAt)),
    ),
  ];
  const stream = new SitemapStream({
    hostname: config.siteUrl,
    xmlns: { news: false, xhtml: true, image: false, video: false },
  });
  return (await streamToPromise(Readable.from(entries).pipe(stream))).toString('utf8');
};
