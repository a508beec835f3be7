// What the seo feature offers: the head of a server-rendered page (server-render.tsx).

export { PageHead } from './page-head';
