// A room's pictures with alt texts: its own photos, padded with stock pictures (spec section 9).

import type { RoomDto } from '@domain/api-types';
import { ROOM_CARD_MIN_IMAGES } from '@domain/constants';
import { ROOM_IMAGE_SETS } from '@domain/images';
import { catalogImage, responsiveBase } from '@/components/responsive-image';
import { ownRoomImages, padImages, stockSetIndex } from './room-images';

export type Picture = { src: string; alt: string };

const samePicture = (path: string) => responsiveBase(path) ?? path;

export const roomPictures = (room: RoomDto, min: number = ROOM_CARD_MIN_IMAGES): Picture[] => {
  const own = ownRoomImages(room);
  const ownBases = new Set(own.map(samePicture));
  const set = ROOM_IMAGE_SETS[stockSetIndex(room, ROOM_IMAGE_SETS)];
  const stock = [...(set?.images ?? []), ...ROOM_IMAGE_SETS.flatMap((s) => s.images)]
    .map((image) => image.base)
    .filter((base) => !ownBases.has(base));
  return padImages(own, stock, min).map((src, i) => ({
    src,
    alt: catalogImage(src)?.alt ?? `${room.name}, photo ${i + 1}`,
  }));
};
