// The admin's add-ons and the public list (ADR 0066).
import type { AddOnDto, AdminAddOnDto } from '@domain/api/add-ons';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addOns } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import { createAdminTestApp, expectAnswer } from '../../test/http';

const { app, db, admin, call } = await createAdminTestApp();
const A = admin.cookie;

const transfer = {
  nameEn: 'Airport transfer',
  nameFil: 'Sundo sa airport',
  descriptionEn: 'A van from the airport',
  descriptionFil: 'Van mula sa airport',
  imagePath: '/images/site/hero.webp',
  unit: 'trip',
  price: '1800',
  dailyLimit: null,
};

describe('admin add-ons', () => {
  it('creates, lists, edits and deletes an unused add-on; the public list shows active ones only', async () => {
    const made = await expectAnswer<AdminAddOnDto>(
      call('POST', '/api/admin/add-ons', A, { ...transfer, dailyLimit: null }),
      201,
    );
    expect(made).toMatchObject({
      nameEn: 'Airport transfer',
      unit: 'trip',
      price: '1800.00',
      dailyLimit: null,
      active: true,
      used: false,
    });

    const hidden = await expectAnswer<AdminAddOnDto>(
      call('POST', '/api/admin/add-ons', A, { ...transfer, nameEn: 'Hidden', dailyLimit: 3, active: false }),
      201,
    );
    const listed = await expectAnswer<AddOnDto[]>(app.inject({ method: 'GET', url: '/api/add-ons' }), 200);
    expect(listed.map((a) => a.nameEn)).toEqual(['Airport transfer']);
    expect(listed[0]).not.toHaveProperty('active');

    const edited = await expectAnswer<AdminAddOnDto>(
      call('PUT', `/api/admin/add-ons/${made.id}`, A, { ...transfer, price: 2000, dailyLimit: 4 }),
      200,
    );
    expect(edited).toMatchObject({ price: '2000.00', dailyLimit: 4 });
    // the public read was cleared by the write
    const after = await expectAnswer<AddOnDto[]>(app.inject({ method: 'GET', url: '/api/add-ons' }), 200);
    expect(after[0]?.price).toBe('2000.00');

    expect((await call('DELETE', `/api/admin/add-ons/${hidden.id}`, A)).statusCode).toBe(204);
    expect(await db.select().from(addOns).where(eq(addOns.id, hidden.id))).toEqual([]);
    expect((await call('DELETE', `/api/admin/add-ons/${hidden.id}`, A)).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/add-ons/nope', A, transfer)).statusCode).toBe(404);
  });

  it('refuses bad input with the field and its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ nameEn: ' ' }, 'nameEn'],
      [{ unit: 'hour' }, 'unit'],
      [{ price: '-5' }, 'price'],
      [{ dailyLimit: 0 }, 'dailyLimit'],
      [{ nameEn: 'x'.repeat(81) }, 'nameEn'],
    ];
    for (const [change, field] of cases) {
      const response = await call('POST', '/api/admin/add-ons', A, {
        ...transfer,
        dailyLimit: null,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json().errors ?? {})).toContain(field);
    }
  });

  it('is for admins only', async () => {
    const desk = await createSignedInUser(app, { role: 'receptionist' });
    expect((await call('GET', '/api/admin/add-ons', desk.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/add-ons', undefined, transfer)).statusCode).toBe(401);
  });
});
