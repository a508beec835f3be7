// The stays the pricing tests price: a plain stay, one with the peak season's rate in sight, and a room
// good for two with its extra guests' charges.
import { addDays } from './dates';
import type { SeasonalRate } from './pricing';

export const peak: SeasonalRate = {
  rateType: 'Peak Season',
  price: '6000.00',
  validFrom: '2026-12-20',
  validTo: '2026-12-26',
};

/** `nights` nights from 2026-04-10 at `basePrice`, no seasonal rate in sight. */
export const plainStay = (basePrice: string, nights: number) => ({
  basePrice,
  rates: [],
  checkin: '2026-04-10',
  checkout: addDays('2026-04-10', nights),
});

/** A stay from `checkin` to `checkout` at `basePrice`, with the peak rate in sight. */
export const peakSeasonStay = (basePrice: string, checkin: string, checkout: string) => ({
  basePrice,
  rates: [peak],
  checkin,
  checkout,
});

/** A room good for 2 persons, ₱500 per extra adult and ₱300 per extra child a night. */
export const goodForTwo = { baseOccupancy: 2, extraAdultCharge: '500.00', extraChildCharge: '300.00' };
