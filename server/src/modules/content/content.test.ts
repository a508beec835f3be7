import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ContentItemDto } from '@domain/api-types';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentItems, users } from '../../db/schema';
import { expectAnswer } from '../../test/http';
import { createTestApp } from '../../test/test-app';

const { app, db } = await createTestApp();
const listContent = () =>
  expectAnswer<ContentItemDto[]>(app.inject({ method: 'GET', url: '/api/content' }), 200);

describe('GET /api/content', () => {
  it('answers an empty list on a fresh install (the site uses its defaults)', async () => {
    expect(await listContent()).toEqual([]);
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
    const items = await listContent();
    expect(items).toHaveLength(2);
    expect(items).toContainEqual({
      id: expect.any(String),
      key: 'hero_title',
      title: 'Hero title',
      content: 'Welcome to Casa Alon',
      contentType: 'text',
      updatedBy: null,
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      language: 'en',
    });
    expect(items).toContainEqual(
      expect.objectContaining({ key: 'about_us', contentType: 'html', updatedBy: admin!.id }),
    );
  });

  it('sanitises about_us again on the way out, so rows stored before the sanitiser are safe', async () => {
    await db
      .update(contentItems)
      .set({
        content:
          '<p onclick="x()">Old <a href="javascript:alert(1)">row</a> <a href="/\\evil.example">a</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      })
      .where(eq(contentItems.key, 'about_us'));
    await db
      .update(contentItems)
      .set({ content: 'Welcome <script>' })
      .where(eq(contentItems.key, 'hero_title'));
    const response = await app.inject({ method: 'GET', url: '/api/content' });
    const items: ContentItemDto[] = response.json();
    expect(items.find((item) => item.key === 'about_us')).toMatchObject({
      contentType: 'html',
      content: '<p>Old <a>row</a> <a>a</a></p>',
    });
    // text items are shown as text by the site, never as HTML: they come back as stored
    expect(items.find((item) => item.key === 'hero_title')?.content).toBe('Welcome <script>');
  });
});

// Migration 0016 added the Filipino versions: rows stored before it keep their English and get none,
// so Filipino pages show the English until an admin writes one.
describe('migration 0016_content_filipino', () => {
  it('adds empty Filipino versions to the rows already stored', async () => {
    // the table as it was before the migration, with a row in it
    await db.execute(sql`alter table content_items drop column title_fil, drop column content_fil`);
    await db.execute(
      sql`insert into content_items (key, title, content) values ('contact_title', 'Contact', 'Talk to us')`,
    );
    const file = fileURLToPath(new URL('../../db/migrations/0016_content_filipino.sql', import.meta.url));
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));

    const [row] = await db.select().from(contentItems).where(eq(contentItems.key, 'contact_title'));
    expect(row).toMatchObject({ title: 'Contact', content: 'Talk to us', titleFil: '', contentFil: '' });
    const filipino = await expectAnswer<ContentItemDto[]>(
      app.inject({ method: 'GET', url: '/api/content?lang=fil' }),
      200,
    );
    expect(filipino.find((item) => item.key === 'contact_title')).toMatchObject({
      title: 'Contact',
      content: 'Talk to us',
      language: 'en',
    });
  });
});
