// The Inquiries tab of the admin dashboard (spec section 2): list and status changes.
import type { InquiryDto } from '@domain/api-types';
import { describe, expect, it } from 'vitest';
import { inquiries } from '../../db/schema';
import { createAdminTestApp } from '../../test/http';

const { db, admin, call } = await createAdminTestApp();
const A = admin.cookie;
const UUID = '00000000-0000-4000-8000-000000000000';

describe('inquiries', () => {
  it('lists newest first and changes the status', async () => {
    const [older] = await db
      .insert(inquiries)
      .values({
        name: 'Old',
        email: 'o@example.com',
        subject: 'S',
        message: 'M',
        createdAt: new Date('2030-01-01'),
      })
      .returning();
    const [newer] = await db
      .insert(inquiries)
      .values({
        name: 'New',
        email: 'n@example.com',
        subject: 'S',
        message: 'M',
        createdAt: new Date('2030-02-01'),
      })
      .returning();
    const list: InquiryDto[] = (await call('GET', '/api/admin/inquiries', A)).json();
    expect(list.map((i) => i.id)).toEqual([newer?.id, older?.id]);
    expect(list[0]).toMatchObject({ name: 'New', status: 'new', phone: '' });

    const read = await call('PATCH', `/api/admin/inquiries/${older?.id}`, A, { status: 'replied' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: older?.id, status: 'replied' });
    expect((await call('PATCH', `/api/admin/inquiries/${older?.id}`, A, { status: 'spam' })).statusCode).toBe(
      400,
    );
    expect((await call('PATCH', `/api/admin/inquiries/${UUID}`, A, { status: 'read' })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/inquiries/zzz', A, { status: 'read' })).statusCode).toBe(404);
  });
});
