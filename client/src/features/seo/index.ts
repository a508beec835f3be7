// What the seo feature offers: the head of a server-rendered page (server-render.tsx), with each page's
// link-preview picture and its schema.org data (docs/seo.md).

export { PageHead, prefetchHeadData } from './page-head';
