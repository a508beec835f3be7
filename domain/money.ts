// Money travels as decimal strings ("4500.00") and is computed as integer centavos,
// so no floating-point rounding ever reaches a guest's bill.

import { lazy } from './lazy';

/** Parses "4500", "4500.5", "4,500.00" or a number into integer centavos; NaN when not money. */
export const toCentavos = (value: string | number): number => {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
  const cleaned = value.replace(/,/g, '').trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cleaned.startsWith('-') ? -cents : cents;
};

/** Integer centavos to the API's decimal string with two decimals. */
export const toDecimalString = (centavos: number): string => {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(Math.round(centavos));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

const pesoWhole = lazy(
  () => new Intl.NumberFormat('en-PH', { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
);
const pesoCents = lazy(
  () => new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** How an amount is printed: whole amounts drop the ".00" unless `cents` is set (bills and reports always show centavos). */
export type PesoDisplay = { cents?: boolean };

/** Integer centavos with the ₱ sign and thousands separators: 450000 -> "₱4,500", 450050 -> "₱4,500.50". */
export const formatCentavos = (centavos: number, display: PesoDisplay = {}): string => {
  if (!Number.isFinite(centavos)) return '₱0';
  const showCents = display.cents || centavos % 100 !== 0;
  const formatter = (showCents ? pesoCents : pesoWhole)();
  const sign = centavos < 0 ? '-' : '';
  return `${sign}₱${formatter.format(Math.abs(centavos) / 100)}`;
};

/** Pesos as the API sends them ("4500.00") or as a number of pesos, printed like formatCentavos. */
export const formatPesos = (pesos: string | number, display: PesoDisplay = {}): string =>
  formatCentavos(toCentavos(pesos), display);

/** Chart axis ticks: 12000 -> "₱12k". */
export const formatPesoThousands = (pesos: number) =>
  Math.abs(pesos) >= 1000 ? `₱${Number((pesos / 1000).toFixed(1))}k` : `₱${pesos}`;
