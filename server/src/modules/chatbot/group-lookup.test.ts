// The chat assistant's lookup by reference code finds a group booking by its code (docs/adr/0065) and
// answers with the group and each room (its name, code and status), in English and Filipino, revealing
// no names, emails or amounts, as for a reservation.
import type { ChatReplyDto } from '@domain/api-types';
import { describe, expect, it } from 'vitest';
import { bookingGroups } from '../../db/schema';
import { createReservationRow, createRoom, createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

const { app, db } = await createTestApp({ now: () => new Date('2026-06-15T04:00:00Z') });

const guest = await createUser(db, {
  firstName: 'Maria',
  lastName: 'Santos',
  email: 'maria.group@example.com',
});
const [group] = await db
  .insert(bookingGroups)
  .values({ referenceCode: 'GRPX2345', userId: guest.id, createdBy: guest.id })
  .returning();
const garden = await createRoom(db, { name: 'Garden Room' });
const nipa = await createRoom(db, { name: 'Nipa Hut' });
for (const [room, code] of [
  [garden, 'GRDN2345'],
  [nipa, 'NPAH2345'],
] as const)
  await createReservationRow(db, {
    userId: guest.id,
    roomId: room.id,
    groupId: group!.id,
    referenceCode: code,
    checkin: '2026-07-10',
    checkout: '2026-07-12',
    totalAmount: '9000.00',
    status: 'confirmed',
  });

let address = 0;
const ask = async (message: string, language?: string): Promise<ChatReplyDto> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/chatbot/message',
    payload: { message, sessionId: `test-group-${++address}`, ...(language ? { language } : {}) },
    remoteAddress: `10.30.0.${address}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('the chat lookup of a group code', () => {
  it('answers with the group and each room, and nothing private', async () => {
    const reply = await ask('Can you check my group booking grpx2345?');
    expect(reply.response).toBe(
      'I found group booking GRPX2345: 2 rooms, Jul 10, 2026 to Jul 12, 2026. Garden Room (GRDN2345): Confirmed; Nipa Hut (NPAH2345): Confirmed. Your stay is confirmed. Check-in is from 3:00 PM. See you soon!',
    );
    const body = JSON.stringify(reply);
    for (const secret of ['Maria', 'Santos', 'maria.group@example.com', '9,000', '18,000'])
      expect(body).not.toContain(secret);
  });

  it('answers in Filipino', async () => {
    const reply = await ask('Ano ang status ng GRPX2345?', 'fil');
    expect(reply.response).toContain('Nahanap ko ang group booking na GRPX2345: 2 kuwarto');
    expect(reply.response).toContain('Garden Room (GRDN2345)');
  });

  it("still finds a room of the group by the room's own code", async () => {
    expect((await ask('Status of NPAH2345?')).response).toContain('I found reservation NPAH2345: Nipa Hut');
  });
});
