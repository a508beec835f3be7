import { describe, expect, it } from 'vitest';
import { contentItems, users } from '../../db/schema';
import { createTestApp } from '../../test/test-app';

const { app, db } = await createTestApp();

describe('GET /api/content', () => {
  it('answers an empty list on a fresh install (the site uses its defaults)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/content' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers every stored item', async () => {
    const [admin] = await db.insert(users).values({ email: 'admin@example.com', role: 'admin' }).returning();
    await db.insert(contentItems).values([
      { key: 'hero_title', title: 'Hero title', content: 'Welcome to Casa Alon' },
      {
        key: 'about_us',
        title: 'About us',
        content: '<p>Family-run</p>',
        contentType: 'html',
        updatedBy: admin!.id,
      },
    ]);
    const response = await app.inject({ method: 'GET', url: '/api/content' });
    expect(response.statusCode).toBe(200);
    const items = response.json();
    expect(items).toHaveLength(2);
    expect(items).toContainEqual({
      id: expect.any(String),
      key: 'hero_title',
      title: 'Hero title',
      content: 'Welcome to Casa Alon',
      contentType: 'text',
      updatedBy: null,
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(items).toContainEqual(
      expect.objectContaining({ key: 'about_us', contentType: 'html', updatedBy: admin!.id }),
    );
  });
});
