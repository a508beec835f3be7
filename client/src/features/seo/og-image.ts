// The picture a link to a page previews with (Open Graph `og:image`): a 1200x630 JPEG made ahead of
// time, never per request. Our own pictures have one each from tools/illustrations/build-images.mjs
// ('<base>-og.jpg'), an uploaded photo gets '/uploads/<id>-og.jpg' when it is uploaded; a room without
// either, and every page that is not a room's, previews with the resort's (cut from the hero photo).

import type { RoomDto } from '@domain/api-types';
import { OG_IMAGE_SIZE, ogImageOf, RESORT_OG_IMAGE } from '@domain/images';

export { OG_IMAGE_SIZE, RESORT_OG_IMAGE };

/**
 * The site-relative path of a room's preview JPEG: its main picture's (the one its page opens with),
 * else the resort's. Always 1200x630 (OG_IMAGE_SIZE), always 'image/jpeg'.
 */
export const ogImagePath = (room: Pick<RoomDto, 'imagePath' | 'images'>): string =>
  ogImageOf(mainPicture(room)) ?? RESORT_OG_IMAGE;

/** The picture the room's page opens with: the chosen one, else the first of its photos (as ownRoomImages). */
const mainPicture = (room: Pick<RoomDto, 'imagePath' | 'images'>): string | undefined =>
  [room.imagePath, ...(room.images ?? [])].find((path) => Boolean(path?.trim())) ?? undefined;
