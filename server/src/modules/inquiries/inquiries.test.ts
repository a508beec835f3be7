import { MSG } from '@domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquiries } from '../../db/schema';
import { postRaw } from '../../test/http';
import { createTestApp } from '../../test/test-app';

const { app, db } = await createTestApp();

const send = (payload: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/inquiries', payload: payload as object, remoteAddress });

const valid = {
  name: 'Juan dela Cruz',
  email: 'juan@example.com',
  phone: '+63 917 555 0100',
  subject: 'Reservation',
  message: 'Do you have a room for 4 on Christmas?',
};

describe('POST /api/inquiries', () => {
  it('stores the inquiry as new and answers 201 with it', async () => {
    const response = await send({ ...valid, name: '  Juan dela Cruz  ' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      ...valid,
      status: 'new',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const [row] = await db.select().from(inquiries).where(eq(inquiries.id, body.id));
    expect(row).toMatchObject({ ...valid, status: 'new' });
  });

  it('treats the phone as optional', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    const response = await send(withoutPhone);
    expect(response.statusCode).toBe(201);
    expect(response.json().phone).toBe('');
  });

  it('answers missing fields with the spec’s message', async () => {
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      const { [field]: _dropped, ...rest } = valid;
      const missing = await send(rest);
      expect(missing.statusCode, field).toBe(400);
      expect(missing.json().message, field).toBe(MSG.requiredFields);
      expect(missing.json().errors[field], field).toBe(MSG.requiredFields);

      const blank = await send({ ...valid, [field]: '   ' });
      expect(blank.statusCode, field).toBe(400);
      expect(blank.json().message, field).toBe(MSG.requiredFields);
    }
    const empty = await send({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MSG.requiredFields);
  });

  it('refuses a malformed email', async () => {
    const response = await send({ ...valid, email: 'juan-at-example' }, '10.9.0.1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MSG.invalidEmail, errors: { email: MSG.invalidEmail } });
  });

  it('refuses a non-JSON body without a 500', async () => {
    const response = await postRaw(app, '/api/inquiries', { contentType: 'text/plain', payload: 'hello' });
    expect([400, 415]).toContain(response.statusCode);
  });

  it('refuses a post from another site', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: valid,
      headers: { origin: 'https://evil.example' },
      remoteAddress: '10.9.0.3',
    });
    expect(response.statusCode).toBe(403);
  });

  it('limits a burst from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await send(valid, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
