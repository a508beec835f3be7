// Content management (spec section 7, Admin): the stored items and an upsert per key, HTML sanitised.
import type { ContentItemDto } from '@domain/api-types';
import { describe, expect, it } from 'vitest';
import { contentItems } from '../../db/schema';
import { createAdminTestApp } from '../../test/http';

const NOW = new Date('2030-06-15T04:00:00Z');
const { db, admin, call } = await createAdminTestApp({ now: () => NOW });
const A = admin.cookie;

describe('content', () => {
  it('upserts a known key with the admin and time of the change', async () => {
    const created = await call('PUT', '/api/admin/content/hero_title', A, {
      key: 'hero_title',
      title: 'Hero title',
      content: 'Sun, Sand & Sea',
      contentType: 'text',
    });
    expect(created.statusCode).toBe(200);
    const item: ContentItemDto = created.json();
    expect(item).toMatchObject({
      key: 'hero_title',
      title: 'Hero title',
      content: 'Sun, Sand & Sea',
      contentType: 'text',
      updatedBy: admin.user.id,
      updatedAt: NOW.toISOString(),
    });

    const updated = await call('PUT', '/api/admin/content/hero_title', A, {
      title: 'Hero',
      content: 'Welcome',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: item.id, content: 'Welcome', contentType: 'text' });
    expect(await db.select().from(contentItems)).toHaveLength(1);

    const extra = await call('PUT', '/api/admin/content/payment_policy', A, {
      title: 'Policy',
      content: '30% down',
    });
    expect(extra.statusCode).toBe(200);

    const list: ContentItemDto[] = (await call('GET', '/api/admin/content', A)).json();
    expect(list.map((c) => c.key).sort()).toEqual(['hero_title', 'payment_policy']);
    const publicList = (await call('GET', '/api/content')).json();
    expect(publicList.find((c: ContentItemDto) => c.key === 'hero_title').content).toBe('Welcome');
  });

  it('refuses unknown keys and a mismatched body key', async () => {
    expect(
      (await call('PUT', '/api/admin/content/evil_key', A, { title: '', content: 'x' })).statusCode,
    ).toBe(404);
    const mismatch = await call('PUT', '/api/admin/content/hero_title', A, {
      key: 'hero_subtitle',
      content: 'x',
    });
    expect(mismatch.statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/content/hero_title', A, { title: 'x' })).statusCode).toBe(400);
  });

  it('sanitises the about_us HTML', async () => {
    const response = await call('PUT', '/api/admin/content/about_us', A, {
      title: 'About us',
      content:
        '<p onclick="steal()">Hello <strong>guests</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      contentType: 'html',
      content: '<p>Hello <strong>guests</strong></p><a>x</a>',
    });
  });
});
