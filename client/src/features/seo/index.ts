// What the seo feature offers the server-rendered head: each page's link-preview picture and its
// schema.org data (docs/seo.md).

export { OG_IMAGE_SIZE, ogImagePath, RESORT_OG_IMAGE } from './og-image';
export {
  jsonLdScript,
  type ResortDataOptions,
  type RoomDataOptions,
  type RoomStructuredData,
  resortStructuredData,
  roomStructuredData,
} from './structured-data';
