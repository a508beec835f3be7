// Content management (spec section 7, Admin): the stored items and an upsert per key, HTML sanitised.
import type { ContentItemDto } from '@domain/api-types';
import { describe, expect, it } from 'vitest';
import { contentItems } from '../../db/schema';
import { createAdminTestApp, expectAnswer } from '../../test/http';

const NOW = new Date('2030-06-15T04:00:00Z');
const { db, admin, call } = await createAdminTestApp({ now: () => NOW });
const A = admin.cookie;

/** PUT /api/admin/content/:key as the admin. */
const save = (key: string, body: object) => call('PUT', `/api/admin/content/${key}`, A, body);

describe('content', () => {
  it('upserts a known key with the admin and time of the change', async () => {
    const heroTitle = {
      key: 'hero_title',
      title: 'Hero title',
      content: 'Sun, Sand & Sea',
      contentType: 'text',
    };
    const item = await expectAnswer<ContentItemDto>(save('hero_title', heroTitle), 200);
    expect(item).toMatchObject({ ...heroTitle, updatedBy: admin.user.id, updatedAt: NOW.toISOString() });

    const updated = await expectAnswer(save('hero_title', { title: 'Hero', content: 'Welcome' }), 200);
    expect(updated).toMatchObject({ id: item.id, content: 'Welcome', contentType: 'text' });
    expect(await db.select().from(contentItems)).toHaveLength(1);

    expect((await save('payment_policy', { title: 'Policy', content: '30% down' })).statusCode).toBe(200);

    const list: ContentItemDto[] = (await call('GET', '/api/admin/content', A)).json();
    expect(list.map((c) => c.key).sort()).toEqual(['hero_title', 'payment_policy']);
    const publicList = (await call('GET', '/api/content')).json();
    expect(publicList.find((c: ContentItemDto) => c.key === 'hero_title').content).toBe('Welcome');
  });

  it('refuses unknown keys and a mismatched body key', async () => {
    expect((await save('evil_key', { title: '', content: 'x' })).statusCode).toBe(404);
    expect((await save('hero_title', { key: 'hero_subtitle', content: 'x' })).statusCode).toBe(400);
    expect((await save('hero_title', { title: 'x' })).statusCode).toBe(400);
  });

  it('sanitises the about_us HTML', async () => {
    const response = await save('about_us', {
      title: 'About us',
      content:
        '<p onclick="steal()">Hello <strong>guests</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>',
    });
    expect(await expectAnswer(response, 200)).toMatchObject({
      contentType: 'html',
      content: '<p>Hello <strong>guests</strong></p><a>x</a>',
    });
  });
});
