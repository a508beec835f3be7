// What a stay costs at the room's rates (the same quoteStay the server prices with), with the senior /
// PWD discount of the guests who claim it; null until a room and dates with nights are chosen.

import type { RoomDto } from '@domain/api-types';
import { type Quote, quoteStay, stayPricing } from '@domain/pricing';
import { useMemo } from 'react';
import { hasNights, partyOf, type StayValues } from './stay-values';

/** What the quote reads of a room: its rates and its extra guests' charges. */
export type QuotedRoom = Pick<
  RoomDto,
  'basePrice' | 'rates' | 'baseOccupancy' | 'extraAdultCharge' | 'extraChildCharge'
>;

export const stayQuote = (room: QuotedRoom | undefined, stay: StayValues) => {
  if (!room || !hasNights(stay.checkin, stay.checkout)) return null;
  const party = partyOf(stay);
  return quoteStay({ ...stayPricing(room, stay, party), eligibleGuests: party.discountGuests });
};

export const useStayQuote = (
  room: QuotedRoom | undefined,
  { checkin, checkout, adults, kids, discountGuests }: StayValues,
): Quote | null =>
  useMemo(
    () => stayQuote(room, { checkin, checkout, adults, kids, discountGuests }),
    [room, checkin, checkout, adults, kids, discountGuests],
  );
