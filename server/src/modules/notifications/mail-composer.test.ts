// The mail thread composes exactly what the request thread would, at the lowest CPU priority, and a
// failure in it fails only the order that caused it.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createStayOfNewGuest } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { composeMails } from './compose';
import { threadMailComposer } from './mail-composer';
import type { BookingMailOrder, MailOrder } from './mail-order';
import { loadMailData } from './send';

const STAFF = 'desk@casaalon.test';
const { app, db } = await createTestApp({ config: { staffEmail: STAFF } });
// the thread runs mail-worker.ts: tsx compiles it, as in `npm run dev`
const composer = threadMailComposer();
afterAll(() => composer.close());

const bookingOrder = async (): Promise<BookingMailOrder> => {
  const reservation = await createStayOfNewGuest(db, {
    guest: { firstName: 'Maria', lastName: 'Santos', email: 'maria@example.com' },
    room: { name: 'Garden Room' },
    checkin: '2026-05-01',
    checkout: '2026-05-03',
    totalAmount: '9000.00',
  });
  const data = await loadMailData(app, [reservation.id]);
  return {
    kind: 'booking',
    event: { type: 'booking_received', reservationId: reservation.id },
    reservation: data.reservations.get(reservation.id)!,
    content: data.content,
    timeZone: 'Asia/Manila',
    language: 'fil',
    staff: [STAFF],
    receipt: null,
  };
};

const order = await bookingOrder();

/** The nice values of this process's threads (Linux). */
const threadPriorities = () =>
  readdirSync('/proc/self/task').map((task) => {
    const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
    // the fields after the command's closing parenthesis; nice is the 19th field of the line
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });

describe('the mail thread', () => {
  it('composes the same emails as the request thread would: the guest in Filipino, the staff in English', async () => {
    const inThread = await composer.compose(order);
    expect(inThread).toEqual(await composeMails(order));
    expect(inThread.failures).toEqual([]);
    expect(inThread.mails.map((mail) => mail.to)).toEqual(['maria@example.com', STAFF]);
    expect(inThread.mails[0]!.subject).toContain(order.reservation.referenceCode);
    expect(inThread.mails[0]!.html).toMatch(/^<!DOCTYPE html.*lang="fil"/s);
    expect(inThread.mails[1]!.html).toMatch(/lang="en"/);
    expect(inThread.mails[0]!.text).toContain(order.reservation.referenceCode);
  });

  it.runIf(process.platform === 'linux')(
    'runs at the lowest CPU priority, the rest of the process at its own',
    async () => {
      await composer.compose(order);
      const priorities = threadPriorities();
      expect(priorities.filter((nice) => nice === 19)).toHaveLength(1);
      expect(priorities.filter((nice) => nice !== 19).every((nice) => nice === priorities[0])).toBe(true);
    },
  );

  it('fails the order it cannot compose, and composes the next one', async () => {
    const broken = { ...order, reservation: null } as unknown as MailOrder;
    await expect(composer.compose(broken)).rejects.toThrow();
    expect((await composer.compose(order)).mails).toHaveLength(2);
  });

  it('fails what a closed thread held, and composes the next order in a new one', async () => {
    const held = composer.compose(order);
    const closing = composer.close();
    const next = composer.compose(order);
    await expect(held).rejects.toThrow();
    await closing;
    expect((await next).mails).toHaveLength(2);
  });

  it('starts again after close()', async () => {
    await composer.close();
    expect((await composer.compose(order)).mails).toHaveLength(2);
  });
});
