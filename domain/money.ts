// Money travels as decimal strings ("4500.00") and is computed as integer centavos,
// so no floating-point rounding ever reaches a guest's bill.

/** Parses "4500", "4500.5", "4,500.00" or a number into integer centavos; NaN when not money. */
export const toCentavos = (value: string | number): number => {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
  const cleaned = value.replace(/,/g, '').trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cleaned.startsWith('-') ? -cents : cents;
};

/**
 * An amount someone sent (a form's text or an API client's JSON number) as integer centavos; NaN when
 * it is not money or has more than two decimals. toCentavos refuses the string "0.005" but rounds the
 * number 0.005 to 1 centavo (right for sums computed in floating point, wrong for input): here both are
 * refused. A number counts as two-decimal when it is the double nearest to one (10000.01, 0.1), so
 * 0.1 + 0.2 (0.30000000000000004) is refused too.
 */
export const toCentavosExact = (value: string | number): number => {
  if (typeof value === 'string' || Number.isInteger(value)) return toCentavos(value);
  const cents = toCentavos(value);
  return cents / 100 === value ? cents : Number.NaN;
};

/** Integer centavos to the API's decimal string with two decimals. */
export const toDecimalString = (centavos: number): string => {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(Math.round(centavos));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** A whole number with a comma every three digits, as the Philippines writes it: 1234567 -> "1,234,567" (BigInt: every digit, where String() would switch to "1e+21"). */
const withThousands = (whole: number): string =>
  BigInt(whole)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');

/** How an amount is printed: whole amounts drop the ".00" unless `cents` is set (bills and reports always show centavos). */
export type PesoDisplay = { cents?: boolean };

/**
 * Integer centavos with the ₱ sign and thousands separators: 450000 -> "₱4,500", 450050 -> "₱4,500.50".
 * Written out rather than with Intl.NumberFormat: the digits come from integers, so nothing rounds, and
 * a browser's first Intl formatter costs a phone ~100 ms of a page's start (docs/adr/0046-no-intl-during-landing-start.md).
 */
export const formatCentavos = (centavos: number, display: PesoDisplay = {}): string => {
  if (!Number.isFinite(centavos)) return '₱0';
  const abs = Math.abs(Math.round(centavos));
  const showCents = display.cents || abs % 100 !== 0;
  const sign = centavos < 0 ? '-' : '';
  const cents = showCents ? `.${String(abs % 100).padStart(2, '0')}` : '';
  return `${sign}₱${withThousands(Math.floor(abs / 100))}${cents}`;
};

/** Pesos as the API sends them ("4500.00") or as a number of pesos, printed like formatCentavos. */
export const formatPesos = (pesos: string | number, display: PesoDisplay = {}): string =>
  formatCentavos(toCentavos(pesos), display);

/** Chart axis ticks: 12000 -> "₱12k". */
export const formatPesoThousands = (pesos: number) =>
  Math.abs(pesos) >= 1000 ? `₱${Number((pesos / 1000).toFixed(1))}k` : `₱${pesos}`;
