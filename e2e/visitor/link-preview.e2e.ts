// A room's link shared on Facebook or Messenger: their crawler (facebookexternalhit) reads the page's
// raw HTML, no script run, and builds the preview card from its Open Graph tags. Here the same HTML is
// read as it does, the card is drawn the way Facebook lays it out (picture at 1.91:1 above the site,
// title and description), and the picture is the real 1200x630 JPEG the tags name. With E2E_SHOTS the
// card is saved for a person to look at.
import type { RoomDto } from '@domain/api-types';
import type { Page } from '@playwright/test';
import { listRooms } from '../support/api';
import { baseUrl, expectVisible, newPage } from '../support/browser';
import { shot } from '../support/shots';
import { describe, expect, test } from '../support/test';

const FACEBOOK_CRAWLER = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

type Preview = { title: string; description: string; image: string; url: string; siteName: string };

/** The page's Open Graph tags, read from its HTML by the browser's parser (nothing in it runs). */
const previewOf = async (page: Page, pagePath: string): Promise<Preview & { lang: string }> => {
  const response = await fetch(baseUrl() + pagePath, { headers: { 'user-agent': FACEBOOK_CRAWLER } });
  expect(response.status).toBe(200);
  const html = await response.text();
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'text/html');
    const og = (name: string) =>
      document.querySelector(`meta[property="og:${name}"]`)?.getAttribute('content') ?? '';
    return {
      title: og('title'),
      description: og('description'),
      image: og('image'),
      url: og('url'),
      siteName: og('site_name'),
      lang: document.documentElement.lang,
    };
  }, html);
};

/** Facebook's link card: 500 px wide, the picture cropped to 1.91:1, then host, title, description. */
const drawCard = async (page: Page, preview: Preview) => {
  // drawn on the site's origin: its files answer other sites' pages with Cross-Origin-Resource-Policy
  // same-origin (the crawlers fetch the picture themselves, from their servers)
  await page.goto('/robots.txt');
  await page.setContent(`<!doctype html><html lang="en"><head><title>Link preview</title><style>
    body { margin: 0; padding: 24px; background: #e4e6eb; font-family: system-ui, sans-serif; }
    article { width: 500px; background: #fff; border-radius: 8px; overflow: hidden; box-shadow: 0 1px 2px #0003; }
    img { display: block; width: 100%; aspect-ratio: 1.91; object-fit: cover; }
    div { padding: 10px 12px; background: #f0f2f5; border-top: 1px solid #dadde1; }
    p { margin: 0; overflow: hidden; text-overflow: ellipsis; }
    .host { font-size: 12px; color: #65676b; text-transform: uppercase; }
    h1 { margin: 2px 0; font-size: 16px; line-height: 20px; color: #050505; max-height: 40px; overflow: hidden; }
    .description { font-size: 14px; color: #65676b; white-space: nowrap; }
  </style></head><body><article aria-label="Link preview"><img alt="">
    <div><p class="host"></p><h1></h1><p class="description"></p></div></article></body></html>`);
  // the tags' texts go in as text, never as markup
  await page.evaluate(({ image, url, title, description }) => {
    const set = (selector: string, text: string) => {
      const element = document.querySelector(selector);
      if (element) element.textContent = text;
    };
    document.querySelector('img')?.setAttribute('src', image);
    set('.host', new URL(url).host);
    set('h1', title);
    set('.description', description);
  }, preview);
};

/** The card's picture once loaded: its real size and the type the server sent. */
const loadedPicture = async (page: Page, preview: Preview) => {
  const card = page.getByRole('article', { name: 'Link preview' });
  await expectVisible(card);
  // decode() rejects when the picture cannot be loaded
  const size = await page.locator('img').evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  });
  const type = (await fetch(preview.image)).headers.get('content-type');
  return { card, size, type };
};

const firstRoom = async (): Promise<RoomDto> => {
  const [room] = await listRooms();
  if (!room) throw new Error('the demo lists no room');
  return room;
};

describe('a room link shared on Facebook or Messenger', () => {
  test('previews with the room, its price and its own 1200x630 picture', async () => {
    const room = await firstRoom();
    const page = await newPage();
    const preview = await previewOf(page, `/rooms/${room.id}`);

    expect(preview.lang).toBe('en');
    expect(preview.title).toBe(`${room.name} · Casa Alon Beach Resort`);
    expect(preview.siteName).toBe('Casa Alon Beach Resort');
    expect(preview.description).toMatch(/^From ₱[\d,]+ a night, for up to \d+ guests?\. /);
    expect(preview.url).toBe(`${baseUrl()}/rooms/${room.id}`);
    expect(preview.image).toMatch(new RegExp(`^${baseUrl()}/.+-og\\.jpg$`));

    await drawCard(page, preview);
    const { card, size, type } = await loadedPicture(page, preview);
    expect(size).toEqual({ width: 1200, height: 630 });
    expect(type).toBe('image/jpeg');
    await shot(page, 'link-preview-room', card);
  });

  test('previews a Filipino link in Filipino, with the same picture', async () => {
    const room = await firstRoom();
    const page = await newPage();
    const english = await previewOf(page, `/rooms/${room.id}`);
    const filipino = await previewOf(page, `/fil/rooms/${room.id}`);

    expect(filipino.lang).toBe('fil');
    expect(filipino.title).toBe(english.title);
    expect(filipino.description).not.toBe(english.description);
    expect(filipino.description).toContain('₱');
    expect(filipino.url).toBe(`${baseUrl()}/fil/rooms/${room.id}`);
    expect(filipino.image).toBe(english.image);

    await drawCard(page, filipino);
    const { card, size } = await loadedPicture(page, filipino);
    expect(size).toEqual({ width: 1200, height: 630 });
    await shot(page, 'link-preview-room-fil', card);
  });

  test("previews the landing page with the resort's picture", async () => {
    const page = await newPage();
    const preview = await previewOf(page, '/');
    expect(preview.title).toBe('Casa Alon Beach Resort');
    expect(preview.description.length).toBeGreaterThan(60);
    await drawCard(page, preview);
    const { card, size } = await loadedPicture(page, preview);
    expect(size).toEqual({ width: 1200, height: 630 });
    await shot(page, 'link-preview-home', card);
  });
});
