// The tags of a server-rendered page's <head> that differ by page (server-render.tsx): its title (the one
// the page gives its tab), a description, the canonical URL and the language alternates, the link
// previews of Facebook, Messenger and X, robots' rule, and the page's structured data. Every value comes
// from the data the page itself shows, read from the same query cache; every URL is absolute, from
// SITE_URL.
import type { ContentItemDto, RoomDto } from '@domain/api-types';
import type { ContentMap } from '@domain/content';
import { SITE_IMAGES, srcFor } from '@domain/images';
import type { Language } from '@domain/languages';
import { formatPesos } from '@domain/money';
import { isIndexablePage, pathIn } from '@domain/routes';
import type { QueryClient } from '@tanstack/react-query';
import { SITE_NAME } from '@/components/layout/use-document-title';
import { contentKeys, contentReader } from '@/features/content';
import { roomKeys } from '@/features/rooms';
import { i18n } from '@/lib/i18n';
import './messages';

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

/** The page's description and picture, from what it shows. */
const describe = (queryClient: QueryClient, path: string, language: Language) => {
  const items = queryClient.getQueryData<ContentItemDto[]>(contentKeys.in(language));
  const map: ContentMap | undefined =
    items && Object.fromEntries(items.map((item) => [item.key, item.content]));
  const content = contentReader(map);
  const resortImage = srcFor(SITE_IMAGES.hero.base, 1600);
  if (path.startsWith('/rooms/')) {
    const room = queryClient.getQueryData<RoomDto>(roomKeys.detail(decodeURIComponent(path.slice(7))));
    if (room) {
      return {
        type: 'website',
        image: room.imagePath ?? resortImage,
        description: clip(
          seo('roomDescription', {
            description: room.description,
            price: formatPesos(room.basePrice),
            guests: room.maxOccupancy,
          }),
        ),
      };
    }
  }
  if (path === '/rooms') {
    const rooms = queryClient.getQueryData<RoomDto[]>(roomKeys.all) ?? [];
    const lowest = rooms.map((room) => Number(room.basePrice)).sort((a, b) => a - b)[0];
    if (lowest !== undefined) {
      return {
        type: 'website',
        image: resortImage,
        description: seo('roomsDescription', { resort: SITE_NAME, price: formatPesos(lowest) }),
      };
    }
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
      <meta property="og:locale" content={seo('locale')} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
};
