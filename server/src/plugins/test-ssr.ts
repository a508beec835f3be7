// The server-rendering tests' shared set-up: a built shell in a folder of its own, the client's renderer
// counting its renders, a test app with two rooms, the day visitors' pass and three cottages, and the page
// as a crawler fetches it.
import type { App } from '../app';
import { dayPassSettings } from '../db/schema';
import { DEMO_DAY_PASS } from '../db/seed-day-visits';
import { builtClient } from '../test/built-client';
import { insertTestCottages } from '../test/cottages';
import { createRoom } from '../test/factories';
import { callerOf } from '../test/http';
import { createTestApp } from '../test/test-app';
import type { PageRenderer } from './server-rendering';

export const SITE_URL = 'https://casaalon.ph';

const CRAWLERS = {
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
};

/** The page as a crawler fetches it, from a Host that is not the resort's. */
const crawlPage = async (app: App, url: string, agent: keyof typeof CRAWLERS = 'googlebot') => {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { 'user-agent': CRAWLERS[agent], host: 'evil.example', 'accept-encoding': 'identity' },
  });
  const html = response.body;
  const meta = (attribute: string, name: string) =>
    html.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`))?.[1];
  return {
    status: response.statusCode,
    html,
    /** The text a reader sees (tags dropped, entities left). */
    text: html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
    lang: html.match(/<html lang="([^"]+)"/)?.[1],
    title: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]),
    description: [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((match) => match[1]),
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [
        match[1],
        match[2],
      ]),
    ),
    og: (name: string) => meta('property', `og:${name}`),
    twitter: (name: string) => meta('name', `twitter:${name}`),
    robots: meta('name', 'robots'),
  };
};

/** The renderer, counting each render's URL and how many were asked for at once at most. */
const countingRenders = (renderer: PageRenderer) => {
  const rendering = { renders: [] as string[], inFlight: 0, mostInFlight: 0 };
  const countingRenderer: PageRenderer = {
    ...renderer,
    renderPage: async (request) => {
      rendering.renders.push(request.url);
      rendering.mostInFlight = Math.max(rendering.mostInFlight, ++rendering.inFlight);
      try {
        return await renderer.renderPage(request);
      } finally {
        rendering.inFlight--;
      }
    },
  };
  return { rendering, countingRenderer };
};

/** A fresh test app for one test file, serving the shell and the rendered pages. */
export const ssrTestApp = async () => {
  const { clientDir, renderer } = await builtClient({
    prefix: 'resort-ssr-',
    description: 'The default description',
  });
  const { rendering, countingRenderer } = countingRenders(renderer);
  const { app, db } = await createTestApp({
    config: { clientDir, siteUrl: SITE_URL },
    pageRenderer: countingRenderer,
  });
  const call = callerOf(app);
  const room = await createRoom(db, {
    name: 'Sunset Suite',
    description: 'A corner suite with a wide balcony over the bay.',
    basePrice: '6800.00',
    maxOccupancy: 4,
  });
  await createRoom(db, { name: 'Garden Room', basePrice: '3200.00' });
  await db.insert(dayPassSettings).values({ id: 1, ...DEMO_DAY_PASS });
  const cottages = await insertTestCottages(db);
  /** The page as a crawler fetches it, from a Host that is not the resort's. */
  const crawl = (url: string, agent?: keyof typeof CRAWLERS) => crawlPage(app, url, agent);

  const publicPages = [
    { path: '/', title: 'Casa Alon Beach Resort' },
    { path: '/rooms', title: 'Rooms · Casa Alon Beach Resort' },
    { path: `/rooms/${room.id}`, title: 'Sunset Suite · Casa Alon Beach Resort' },
    { path: '/amenities', title: 'Amenities · Casa Alon Beach Resort' },
    { path: '/day-tours', title: 'Day Tours · Casa Alon Beach Resort' },
    { path: '/contact', title: 'Contact · Casa Alon Beach Resort' },
    { path: '/accessibility', title: 'Accessibility · Casa Alon Beach Resort' },
  ];

  return { app, db, call, room, cottages, crawl, rendering, publicPages };
};
