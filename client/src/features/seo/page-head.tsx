// The tags of a server-rendered page's <head> that differ by page (server-render.tsx): its title (the one
// the page gives its tab), a description, the canonical URL and the language alternates, the link
// previews of Facebook, Messenger and X, robots' rule, and the page's structured data. Every value comes
// from the data the page itself shows, read from the same query cache; every URL is absolute, from
// SITE_URL.
import type { AmenityDto, ContentItemDto, DayVisitDayDto, RoomDto } from '@domain/api-types';
import type { ContentMap } from '@domain/content';
import type { Language } from '@domain/languages';
import { formatPesos } from '@domain/money';
import { isIndexablePage, pathIn } from '@domain/routes';
import type { QueryClient } from '@tanstack/react-query';
import { SITE_NAME } from '@/components/layout/use-document-title';
import { amenitiesQueryOptions } from '@/features/amenities';
import { contentReader } from '@/features/content';
import { publicReviewsQueryOptions } from '@/features/reviews';
import { roomsQueryOptions } from '@/features/rooms';
import { i18n } from '@/lib/i18n';
import './messages';
import { keys } from '@/lib/query-keys';
import { OG_IMAGE_SIZE, ogImagePath, RESORT_OG_IMAGE } from './og-image';
import { jsonLdScript, resortStructuredData, roomStructuredData } from './structured-data';

/** A search result shows about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

const clip = (text: string) => {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : cut.length)}…`;
};

const seo = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'seo', ...options });

type Props = {
  queryClient: QueryClient;
  /** The page's path in its language's terms ('/rooms/abc' for '/fil/rooms/abc'). */
  path: string;
  language: Language;
  siteUrl: string;
  /** The page's title, as the page gave it (useDocumentTitle). */
  title: string;
  /** Unknown page or room: the 404 page, which no search engine lists. */
  missing: boolean;
};

/** The pages that describe the resort itself in their structured data. */
const RESORT_PAGES = new Set(['/', '/contact']);

/** What a page's structured data needs beyond what the page shows (the resort's facilities, reviews, prices). */
export const prefetchHeadData = (queryClient: QueryClient, path: string) =>
  RESORT_PAGES.has(path)
    ? Promise.all([
        queryClient.prefetchQuery(amenitiesQueryOptions()),
        queryClient.prefetchQuery(publicReviewsQueryOptions()),
        queryClient.prefetchQuery(roomsQueryOptions()),
      ])
    : Promise.resolve();

const contentMap = (queryClient: QueryClient, language: Language): ContentMap | undefined => {
  const items = queryClient.getQueryData<ContentItemDto[]>(keys.content.in(language));
  return items && Object.fromEntries(items.map((item) => [item.key, item.content]));
};

const roomOf = (queryClient: QueryClient, path: string) =>
  path.startsWith('/rooms/')
    ? queryClient.getQueryData<RoomDto>(keys.rooms.detail(decodeURIComponent(path.slice('/rooms/'.length))))
    : undefined;

/** The day the day tours page shows (its read carries the day and party in its key). */
const dayOf = (queryClient: QueryClient) =>
  queryClient
    .getQueriesData<DayVisitDayDto>({ queryKey: keys.dayVisits.all })
    .map(([, day]) => day)
    .find(Boolean);

/** The page's description and picture, from what it shows. */
const describe = (queryClient: QueryClient, path: string, language: Language) => {
  const content = contentReader(contentMap(queryClient, language));
  const resortImage = RESORT_OG_IMAGE;
  const room = roomOf(queryClient, path);
  if (room) {
    return {
      type: 'website',
      image: ogImagePath(room),
      description: clip(
        seo('roomDescription', {
          description: room.description,
          price: formatPesos(room.basePrice),
          count: room.maxOccupancy,
        }),
      ),
    };
  }
  if (path === '/rooms') {
    const rooms = queryClient.getQueryData<RoomDto[]>(keys.rooms.all) ?? [];
    const lowest = rooms.map((room) => Number(room.basePrice)).sort((a, b) => a - b)[0];
    if (lowest !== undefined) {
      return {
        type: 'website',
        image: resortImage,
        description: seo('roomsDescription', { resort: SITE_NAME, price: formatPesos(lowest) }),
      };
    }
  }
  const day = path === '/day-tours' ? dayOf(queryClient) : undefined;
  if (day) {
    return {
      type: 'website',
      image: resortImage,
      description: clip(
        seo('dayToursDescription', { resort: SITE_NAME, price: formatPesos(day.prices.adult) }),
      ),
    };
  }
  if (path === '/accessibility') {
    return {
      type: 'website',
      image: resortImage,
      description: seo('accessibilityDescription', { resort: SITE_NAME }),
    };
  }
  const key =
    path === '/amenities' ? 'amenities_subtitle' : path === '/contact' ? 'contact_subtitle' : 'hero_subtitle';
  return { type: 'website', image: resortImage, description: clip(content(key)) };
};

export const PageHead = ({ queryClient, path, language, siteUrl, title, missing }: Props) => {
  const absolute = (href: string) => new URL(href, siteUrl).href;
  const url = (inLanguage: Language) => absolute(pathIn(inLanguage, path));
  const { type, image, description } = describe(queryClient, path, language);
  const indexable = !missing && isIndexablePage(path);
  const room = roomOf(queryClient, path);
  const structuredData = missing
    ? undefined
    : room
      ? roomStructuredData({ room, siteUrl, language })
      : RESORT_PAGES.has(path)
        ? resortStructuredData({
            content: contentMap(queryClient, language),
            amenities: queryClient.getQueryData<AmenityDto[]>(amenitiesQueryOptions().queryKey) ?? [],
            reviews: queryClient.getQueryData(publicReviewsQueryOptions().queryKey) ?? [],
            rooms: queryClient.getQueryData<RoomDto[]>(keys.rooms.all),
            siteUrl,
            language,
          })
        : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {indexable ? (
        <>
          <link rel="canonical" href={url(language)} />
          <link rel="alternate" hrefLang="en" href={url('en')} />
          <link rel="alternate" hrefLang="fil" href={url('fil')} />
          <link rel="alternate" hrefLang="x-default" href={url('en')} />
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(language)} />
      <meta property="og:image" content={absolute(image)} />
      <meta property="og:image:type" content="image/jpeg" />
      <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />
      <meta property="og:locale" content={seo('locale')} />
      <meta name="twitter:card" content="summary_large_image" />
      {structuredData && (
        // a data block, not a script the page runs (the CSP allows none); jsonLdScript escapes '<'
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from our own builders, '<' escaped
          dangerouslySetInnerHTML={{ __html: jsonLdScript(structuredData) }}
        />
      )}
    </>
  );
};
