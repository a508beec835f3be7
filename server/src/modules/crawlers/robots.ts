// robots.txt: which paths crawlers may fetch. Derived from the page list (domain/routes.ts), so a page
// added there is kept out of search engines unless it is one of INDEXABLE_PAGES.
import { LANGUAGES } from '@domain/languages';
import { INDEXABLE_PAGES, PAGES, type PageName, pathIn, splitLanguage } from '@domain/routes';

const indexable = new Set<PageName>(INDEXABLE_PAGES);

/** '/booking/:roomId' -> '/booking/', '/login' -> '/login': the prefix robots.txt matches a page by. */
const prefixOf = (path: string) => path.split(':')[0] ?? path;

/** The paths to keep out, without one another's extensions ('/dashboard' covers '/dashboard/…'). */
export const disallowedPaths = (): string[] => {
  const prefixes = [
    '/api/',
    ...(Object.keys(PAGES) as PageName[])
      .filter((name) => !indexable.has(name))
      .flatMap((name) => LANGUAGES.map((language) => pathIn(language, prefixOf(PAGES[name])))),
  ].sort((a, b) => a.length - b.length || a.localeCompare(b));
  const kept = prefixes.filter(
    (prefix, index) => !prefixes.slice(0, index).some((shorter) => prefix.startsWith(shorter)),
  );
  // listed by page, each English path beside its Filipino one, for a reader of the file
  const byPage = (prefix: string) => {
    const { language, path } = splitLanguage(prefix);
    return `${path} ${language === 'en' ? 0 : 1}`;
  };
  return kept.sort((a, b) => byPage(a).localeCompare(byPage(b)));
};

/** The robots.txt text: every crawler, the public pages allowed, the rest kept out, the sitemap's absolute URL. */
export const robotsText = (siteUrl: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
