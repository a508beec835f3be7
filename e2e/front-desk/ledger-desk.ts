// The front desk's side of the ledger journeys (ledger.e2e.ts, ledger-moves.e2e.ts): the file's clerk
// (signed up once per file), a guest with a pending booking, the desk's calls and the dashboard filtered
// to one booking.
import type { ReservationDto } from '@domain/api-types';
import { formatPesos } from '@domain/money';
import { signUp, uniqueEmail } from '../support/accounts';
import { beforeAll } from '../support/test';
import {
  type Account,
  bookThroughApi,
  call,
  createDeskClerk,
  openBookingOnDesk,
  priciestFreeRoom,
  staffReservations,
  uniqueLastName,
} from './support';

export const peso = (amount: string) => formatPesos(amount, { cents: true });

/** Call at the top of a file: its clerk is created before its first test. */
export const ledgerDesk = () => {
  let signedUp: Account | undefined;
  beforeAll(async () => {
    signedUp = await createDeskClerk({ firstName: 'Teresa' });
  });
  const clerk = () => {
    if (!signedUp) throw new Error('The ledger clerk is made in beforeAll');
    return signedUp;
  };
  /** A new guest (at most 3 pending bookings each) with a pending booking, down payment awaiting. */
  const guestBooking = async (stay: { checkin: string; checkout: string }, roomId?: string) => {
    const guest = await signUp({
      firstName: 'Ligaya',
      lastName: uniqueLastName('Ledger'),
      email: uniqueEmail('ledger'),
    });
    const id = roomId ?? (await priciestFreeRoom(stay)).id;
    return { guest, booking: await bookThroughApi(guest, { roomId: id, ...stay }) };
  };

  const desk = (path: string, body?: unknown) =>
    call<ReservationDto>('PATCH', `/api/receptionist/${path}`, clerk().cookie, body);
  const verifyDownPayment = (booking: ReservationDto) => {
    const payment = booking.payments[0];
    if (!payment) throw new Error('The booking came back without its down payment');
    return desk(`payments/${payment.id}`, { status: 'success' });
  };
  const saved = async (id: string) => (await staffReservations(clerk().cookie)).find((r) => r.id === id);

  /** The dashboard's All Reservations filtered to one booking. */
  const deskOn = async (referenceCode: string, tab: 'today' | 'all' = 'all') => {
    const { page } = await openBookingOnDesk(clerk(), referenceCode, tab);
    return page;
  };
  return { clerk, guestBooking, desk, verifyDownPayment, saved, deskOn };
};
