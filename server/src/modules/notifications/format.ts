// How amounts and moments read in the emails: always with centavos ('₱4,500.00'), days in long form,
// deadlines on the resort's clock.
import { formatCentavos, formatPesos } from '@domain/money';

/** '4500.00' -> '₱4,500.00'. */
export const pesos = (amount: string) => formatPesos(amount, { cents: true });

/** 450000 -> '₱4,500.00'. */
export const pesoCents = (centavos: number) => formatCentavos(centavos, { cents: true });

/** 'Sat, May 2, 2026, 3:00 PM' as the resort's clock shows it. */
export const formatMoment = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-PH', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(at);

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
