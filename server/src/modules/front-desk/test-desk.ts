// The front desk tests' shared set-up: a test app on the resort's clock (noon of 2026-06-10 in Manila),
// a receptionist, an admin, a customer and a guest signed in, and the calls the tests make.

import { addDays } from '@domain/dates';
import type { ReservationStatus, StaffAction } from '@domain/reservation-status';
import { beforeAll } from 'vitest';
import {
  createReservationRow,
  createRoom,
  createSignedInUser,
  storedReservations,
  type TestUser,
} from '../../test/factories';
import { createTestApp } from '../../test/test-app';

export const TODAY = '2026-06-10';

export type Role = 'receptionist' | 'admin';

export const ACTIONS: StaffAction[] = ['confirm', 'checkin', 'checkout', 'extend', 'cancel', 'delete'];

export const actionUrl = (id: string, action: StaffAction) =>
  action === 'delete'
    ? { method: 'DELETE' as const, url: `/api/receptionist/reservations/${id}` }
    : { method: 'PATCH' as const, url: `/api/receptionist/reservations/${id}/${action}` };

type StayOptions = {
  status?: ReservationStatus;
  checkin?: string;
  nights?: number;
  total?: string;
  basePrice?: string;
  payments?: Parameters<typeof createReservationRow>[1]['payments'];
  roomId?: string;
};

/** A fresh test app for one test file, with the signed-in people filled in before its tests. */
export const frontDeskTestApp = async () => {
  const ctx = await createTestApp({ now: () => new Date('2026-06-10T04:00:00Z') });
  const { app, db } = ctx;
  const staff = { receptionist: '', admin: '' };
  const who = {
    staffUsers: {} as Record<Role, TestUser>,
    customerCookie: '',
    guest: {} as TestUser,
    guestCookie: '',
  };

  beforeAll(async () => {
    const receptionist = await createSignedInUser(app, {
      role: 'receptionist',
      firstName: 'Rosa',
      lastName: 'Desk',
    });
    const admin = await createSignedInUser(app, { role: 'admin', firstName: 'Ada', lastName: 'Boss' });
    staff.receptionist = receptionist.cookie;
    staff.admin = admin.cookie;
    who.staffUsers = { receptionist: receptionist.user, admin: admin.user };
    who.customerCookie = (await createSignedInUser(app)).cookie;
    const owner = await createSignedInUser(app, { firstName: 'Lina', lastName: 'Santos' });
    who.guest = owner.user;
    who.guestCookie = owner.cookie;
  });

  const call = (
    method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
    url: string,
    options: { cookie?: string; body?: unknown } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: options.cookie ? { cookie: options.cookie } : {},
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });

  /** A reservation of the guest in a room of its own (so nothing overlaps), checking in today by default. */
  const newStay = async (options: StayOptions = {}) => {
    const roomId = options.roomId ?? (await createRoom(db, { basePrice: options.basePrice ?? '4500.00' })).id;
    const checkin = options.checkin ?? TODAY;
    return createReservationRow(db, {
      userId: who.guest.id,
      roomId,
      status: options.status ?? 'pending',
      checkin,
      checkout: addDays(checkin, options.nights ?? 2),
      totalAmount: options.total ?? '9000.00',
      payments: options.payments,
    });
  };

  /** PATCH /api/receptionist/payments/:id: the desk marks a payment verified (success) or rejected. */
  const checkPayment = (paymentId: string, status: string, cookie = staff.admin) =>
    call('PATCH', `/api/receptionist/payments/${paymentId}`, { cookie, body: { status } });

  const doAction = async (id: string, action: StaffAction, cookie: string, checkout?: string) => {
    const { method, url } = actionUrl(id, action);
    return call(method, url, {
      cookie,
      body: action === 'extend' ? { newCheckout: addDays(checkout ?? TODAY, 1) } : undefined,
    });
  };

  return {
    ...ctx,
    ...storedReservations(db),
    staff,
    who,
    call,
    newStay,
    checkPayment,
    doAction,
  };
};
