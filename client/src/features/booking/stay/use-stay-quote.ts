// What a stay costs at the room's rates (the same quoteStay the server prices with), with the senior /
// PWD discount of the guests who claim it; null until a room and dates with nights are chosen.

import type { RoomDto } from '@domain/api-types';
import { type Quote, quoteStay } from '@domain/pricing';
import { useMemo } from 'react';
import { hasNights, partyOf, type StayValues } from './stay-values';

export const stayQuote = (room: Pick<RoomDto, 'basePrice' | 'rates'> | undefined, stay: StayValues) => {
  if (!room || !hasNights(stay.checkin, stay.checkout)) return null;
  const party = partyOf(stay);
  return quoteStay({
    basePrice: room.basePrice,
    rates: room.rates,
    checkin: stay.checkin,
    checkout: stay.checkout,
    guests: party.guests,
    eligibleGuests: party.discountGuests,
  });
};

export const useStayQuote = (
  room: Pick<RoomDto, 'basePrice' | 'rates'> | undefined,
  { checkin, checkout, adults, kids, discountGuests }: StayValues,
): Quote | null =>
  useMemo(
    () => stayQuote(room, { checkin, checkout, adults, kids, discountGuests }),
    [room, checkin, checkout, adults, kids, discountGuests],
  );
