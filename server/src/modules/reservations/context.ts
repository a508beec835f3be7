// Who does the work at the desk, the shared not-found words and how amounts read in messages.
import { formatCentavos } from '@domain/money';

/** The signed-in receptionist or admin doing the work. */
export type Staff = { id: string };

export const RESERVATION_NOT_FOUND = 'Reservation not found';
export const PAYMENT_NOT_FOUND = 'Payment not found';

/** Centavos as bills and messages show them: "₱1,350.00". */
export const pesoCents = (centavos: number) => formatCentavos(centavos, { cents: true });
