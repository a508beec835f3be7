// Room rows to the API's RoomDto (spec section 3).
import type { RateDto, RoomDto } from '@domain/api-types';
import { toCentavos, toDecimalString } from '@domain/money';
import type { roomRates, rooms } from '../../db/schema';

export type RoomRow = typeof rooms.$inferSelect;
export type RateRow = typeof roomRates.$inferSelect;

/** numeric(12,2) comes back as "4500.00" from both drivers; normalising keeps that promise either way. */
const money = (value: string) => toDecimalString(toCentavos(value));

export const toRateDto = (rate: RateRow): RateDto => ({
  id: rate.id,
  rateType: rate.rateType,
  price: money(rate.price),
  description: rate.description,
  validFrom: rate.validFrom,
  validTo: rate.validTo,
});

/** `rates` may hold other rooms' rates too (a batch query); only this room's are kept. */
export const toRoomDto = (room: RoomRow, rates: readonly RateRow[] = []): RoomDto => ({
  id: room.id,
  name: room.name,
  description: room.description,
  // the main image is the first picture when none was picked explicitly
  imagePath: room.imagePath ?? room.images[0] ?? null,
  images: room.images,
  basePrice: money(room.basePrice),
  maxAdults: room.maxAdults,
  maxKids: room.maxKids,
  maxOccupancy: room.maxOccupancy,
  baseOccupancy: room.baseOccupancy,
  extraAdultCharge: money(room.extraAdultCharge),
  extraChildCharge: money(room.extraChildCharge),
  status: room.status,
  amenities: room.amenities,
  rates: rates.filter((rate) => rate.roomId === room.id).map(toRateDto),
});
