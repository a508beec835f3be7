// The group page's rooms priced: each room's nights as the server will price them (quoteStay) and its
// extras for its party.
import { quoteStay } from '@domain/pricing';
import { useQueries } from '@tanstack/react-query';
import { type AddOnChoice, extrasSummary, useAddOns } from '@/features/add-ons';
import { type GroupCart, roomQueryOptions } from '@/features/rooms';

/**
 * Each room's price for the nights, as the server will price it (null while its rates load), and its
 * extras (priceAddOn; the server prices them again) for its party.
 */
export const useGroupQuotes = (cart: GroupCart, choicesOf: (roomId: string) => AddOnChoice[]) => {
  const rooms = useQueries({ queries: cart.rooms.map((item) => roomQueryOptions(item.roomId)) });
  const addOns = useAddOns().data ?? [];
  return cart.rooms.map((item, index) => {
    const room = rooms[index]?.data;
    const quote = room
      ? quoteStay({
          basePrice: room.basePrice,
          rates: room.rates,
          checkin: cart.checkin,
          checkout: cart.checkout,
          party: { adults: item.adults, kids: item.kids },
          charges: room,
        })
      : null;
    const extras = extrasSummary(addOns, choicesOf(item.roomId), {
      checkin: cart.checkin,
      checkout: cart.checkout,
      persons: item.adults + item.kids,
    });
    const totalCentavos = quote ? quote.totalCentavos + extras.totalCentavos : null;
    return { item, room, quote, addOns, extras, totalCentavos };
  });
};

/** One room of the group with its price and extras. */
export type GroupLine = ReturnType<typeof useGroupQuotes>[number];
