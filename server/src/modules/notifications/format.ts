// How amounts and moments read in the emails: always with centavos ('₱4,500.00'), days in long form,
// deadlines on the resort's clock.
import { formatCentavos, formatPesos } from '@domain/money';
import { momentIn } from '../../lib/i18n';

/** '4500.00' -> '₱4,500.00'. */
export const pesos = (amount: string) => formatPesos(amount, { cents: true });

/** 450000 -> '₱4,500.00'. */
export const pesoCents = (centavos: number) => formatCentavos(centavos, { cents: true });

/** 'Sat, May 2, 2026, 3:00 PM' as the resort's clock shows it (the staff's emails; a guest's reads in their language). */
export const formatMoment = momentIn('en');
