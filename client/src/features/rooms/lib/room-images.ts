// Which pictures a room shows. Room cards show at least 3 (spec section 9): the room's own photos
// first, then stock pictures of a similar room until there are enough.

import type { RoomDto } from '@domain/api-types';

/** The room's own photos, main image first, without blanks or repeats. */
export const ownRoomImages = (room: Pick<RoomDto, 'imagePath' | 'images'>): string[] => {
  const all = [room.imagePath, ...(room.images ?? [])];
  return [...new Set(all.filter((path): path is string => Boolean(path?.trim())))];
};

/** Pads `own` with unused `stock` pictures, in order, until it holds at least `min`. */
export const padImages = (own: readonly string[], stock: readonly string[], min: number): string[] => {
  const result = [...own];
  for (const path of stock) {
    if (result.length >= min) break;
    if (!result.includes(path)) result.push(path);
  }
  return result;
};

/** A stable small number from a text, so a room always gets the same stock set. */
export const stableIndex = (text: string, size: number): number => {
  if (size <= 0) return 0;
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % size;
};

/** Which stock set suits a room: the set whose name the room's name shares a word with, else a stable pick. */
export const stockSetIndex = (
  room: Pick<RoomDto, 'id' | 'name'>,
  sets: readonly { id: string; name: string }[],
): number => {
  const words = room.name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 3);
  const byName = sets.findIndex((set) => words.some((word) => set.name.toLowerCase().includes(word)));
  return byName >= 0 ? byName : stableIndex(room.id, sets.length);
};
