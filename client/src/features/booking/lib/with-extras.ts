// The booking's quote with its extras: their amount added to the total after the senior / PWD discount
// (the extras are not room accommodation), and the 30% down payment and the balance of that total, as the
// server charges them (docs/pricing.md, "Add-ons").
import { downPaymentOf, type Quote } from '@domain/pricing';

export const withExtras = (quote: Quote | null, extrasCentavos: number): Quote | null => {
  if (!quote || extrasCentavos === 0) return quote;
  const totalCentavos = quote.totalCentavos + extrasCentavos;
  const downPaymentCentavos = downPaymentOf(totalCentavos);
  return {
    ...quote,
    totalCentavos,
    downPaymentCentavos,
    balanceCentavos: totalCentavos - downPaymentCentavos,
  };
};

/** The booking page's Extras section: where a problem with the extras scrolls to. */
export const EXTRAS_SECTION_ID = 'extras';
