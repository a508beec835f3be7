// A test app with what the booking tests read back: its reservation rows and history (storedReservations)
// and a caller for its API. The calendar and weather set-ups start from it.
import { storedReservations } from './factories';
import { callerOf } from './http';
import { createTestApp } from './test-app';

export const reservationTestApp = async (options: Parameters<typeof createTestApp>[0]) => {
  const test = await createTestApp(options);
  return { ...test, ...storedReservations(test.db), call: callerOf(test.app) };
};

export type ReservationTestApp = Awaited<ReturnType<typeof reservationTestApp>>;
