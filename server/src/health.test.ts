import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app';

describe('GET /api/health', () => {
  it('answers ok once the database answers', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/No route/);
  });
});
