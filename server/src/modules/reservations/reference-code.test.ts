// The reference code is random; this file rigs the dice to prove a clash is retried with a new code.
import * as crypto from 'node:crypto';
import { REFERENCE_CODE } from '@domain/constants';
import { describe, expect, it, vi } from 'vitest';
import { createReservationRow, createRoom, createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { createReservation, generateReferenceCode } from './create-reservation';

const rig = vi.hoisted(() => ({ zeros: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  const randomInt = ((...args: Parameters<typeof original.randomInt>) => {
    if (rig.zeros > 0) {
      rig.zeros--;
      return 0;
    }
    return (original.randomInt as (...a: unknown[]) => number)(...args);
  }) as typeof original.randomInt;
  return { ...original, default: { ...original, randomInt }, randomInt };
});

const { app, db } = await createTestApp({ now: () => new Date('2026-03-01T02:00:00Z') });

describe('reference codes', () => {
  it('are 8 characters without look-alikes', () => {
    for (let i = 0; i < 200; i++) expect(generateReferenceCode()).toMatch(REFERENCE_CODE);
    expect(crypto.randomInt(1)).toBe(0);
  });

  it('retry with a new code when the first one is taken', async () => {
    const guest = await createUser(db);
    const room = await createRoom(db);
    await createReservationRow(db, {
      userId: guest.id,
      roomId: room.id,
      checkin: '2026-05-01',
      referenceCode: 'AAAAAAAA',
    });
    rig.zeros = 16; // the next two draws are 'AAAAAAAA'
    const { reservation } = await createReservation(app, {
      guest,
      roomId: room.id,
      checkin: '2026-06-01',
      checkout: '2026-06-02',
      adults: 1,
      kids: 0,
      paymentMethod: 'GCash',
      transactionId: 'GC-1',
      sendEmail: false,
    });
    expect(rig.zeros).toBe(0);
    expect(reservation.referenceCode).toMatch(REFERENCE_CODE);
    expect(reservation.referenceCode).not.toBe('AAAAAAAA');
  });
});
