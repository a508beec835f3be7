// Content management (spec section 7, Admin): the stored items and an upsert per key, HTML sanitised.
import type { ContentItemDto, StoredContentItemDto } from '@domain/api-types';
import { eq } from 'drizzle-orm';
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

// Owner's texts in both languages: each item may have a Filipino title and text beside the English.
describe('Filipino versions', () => {
  const publicList = async (lang?: string) =>
    expectAnswer<ContentItemDto[]>(call('GET', `/api/content${lang ? `?lang=${lang}` : ''}`), 200);
  const itemIn = async (key: string, lang?: string) => (await publicList(lang)).find((c) => c.key === key);

  it('saves the Filipino title and text with the English, and who and when', async () => {
    const saved = await expectAnswer<StoredContentItemDto>(
      save('hero_subtitle', {
        title: 'Hero subtitle',
        content: 'Sand and sea',
        titleFil: '  Hero subtitle sa Filipino ',
        contentFil: 'Buhangin at dagat',
      }),
      200,
    );
    expect(saved).toMatchObject({
      content: 'Sand and sea',
      titleFil: 'Hero subtitle sa Filipino',
      contentFil: 'Buhangin at dagat',
      updatedBy: admin.user.id,
      updatedAt: NOW.toISOString(),
    });
    const [row] = await db.select().from(contentItems).where(eq(contentItems.key, 'hero_subtitle'));
    expect(row).toMatchObject({ titleFil: 'Hero subtitle sa Filipino', contentFil: 'Buhangin at dagat' });
    const stored: StoredContentItemDto[] = (await call('GET', '/api/admin/content', A)).json();
    expect(stored.find((c) => c.key === 'hero_subtitle')).toMatchObject({ contentFil: 'Buhangin at dagat' });
  });

  it('answers GET /api/content in Filipino, and the English where the Filipino is empty', async () => {
    expect(await itemIn('hero_subtitle', 'fil')).toMatchObject({
      title: 'Hero subtitle sa Filipino',
      content: 'Buhangin at dagat',
      language: 'fil',
    });
    // English readers (asked or by default) never see the Filipino
    for (const lang of ['en', undefined])
      expect(await itemIn('hero_subtitle', lang)).toMatchObject({
        title: 'Hero subtitle',
        content: 'Sand and sea',
        language: 'en',
      });
    // the public answer carries one language only
    expect(await itemIn('hero_subtitle', 'fil')).not.toHaveProperty('contentFil');

    // hero_title has no Filipino version: the English, marked as English
    expect(await itemIn('hero_title', 'fil')).toMatchObject({ content: 'Welcome', language: 'en' });
    // a blank Filipino text falls back too; a blank Filipino title on its own
    await expectAnswer(
      save('hero_title', { title: 'Hero', content: 'Welcome', titleFil: 'Pamagat', contentFil: '   ' }),
      200,
    );
    expect(await itemIn('hero_title', 'fil')).toMatchObject({
      title: 'Pamagat',
      content: 'Welcome',
      language: 'en',
    });
  });

  it('keeps the stored Filipino when a save leaves it out, and clears it when sent empty', async () => {
    await expectAnswer(save('hero_subtitle', { title: 'Hero subtitle', content: 'Sand, sea and sun' }), 200);
    expect(await itemIn('hero_subtitle', 'fil')).toMatchObject({ content: 'Buhangin at dagat' });
    await expectAnswer(
      save('hero_subtitle', { title: 'Hero subtitle', content: 'Sand, sea and sun', contentFil: '' }),
      200,
    );
    expect(await itemIn('hero_subtitle', 'fil')).toMatchObject({
      content: 'Sand, sea and sun',
      language: 'en',
    });
  });

  it('a new item saved without Filipino starts with none', async () => {
    const saved = await expectAnswer<StoredContentItemDto>(
      save('contact_title', { title: 'Contact title', content: 'Say hello' }),
      200,
    );
    expect(saved).toMatchObject({ titleFil: '', contentFil: '' });
  });

  it('sanitises the Filipino about_us HTML like the English', async () => {
    const saved = await expectAnswer<StoredContentItemDto>(
      save('about_us', {
        title: 'About us',
        content: '<p>Hello</p>',
        titleFil: 'Tungkol sa amin',
        contentFil:
          '<p onclick="steal()">Kumusta <strong>mga bisita</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
      }),
      200,
    );
    expect(saved.contentFil).toBe('<p>Kumusta <strong>mga bisita</strong></p><a>x</a>');
    expect(await itemIn('about_us', 'fil')).toMatchObject({
      title: 'Tungkol sa amin',
      content: '<p>Kumusta <strong>mga bisita</strong></p><a>x</a>',
      contentType: 'html',
      language: 'fil',
    });
    // a row written by hand is sanitised on the way out too, in both lists
    await db
      .update(contentItems)
      .set({ contentFil: '<p>Luma</p><script>alert(1)</script>' })
      .where(eq(contentItems.key, 'about_us'));
    expect((await itemIn('about_us', 'fil'))?.content).toBe('<p>Luma</p>');
    const stored: StoredContentItemDto[] = (await call('GET', '/api/admin/content', A)).json();
    expect(stored.find((c) => c.key === 'about_us')?.contentFil).toBe('<p>Luma</p>');
  });

  it('holds the Filipino fields to the English limits, and changes nothing on a refusal', async () => {
    const before = await db.select().from(contentItems).where(eq(contentItems.key, 'hero_subtitle'));
    const tooLongTitle = await save('hero_subtitle', { title: 'x', content: 'y', titleFil: 'a'.repeat(201) });
    expect(tooLongTitle.statusCode).toBe(400);
    const tooLongText = await save('hero_subtitle', {
      title: 'x',
      content: 'y',
      contentFil: 'a'.repeat(20001),
    });
    expect(tooLongText.statusCode).toBe(400);
    expect((await save('hero_subtitle', { title: 'x', content: 'y', contentFil: 42 })).statusCode).toBe(400);
    expect((await save('hero_subtitle', { title: 'x', content: 'y', titleFil: 'a\u0000b' })).statusCode).toBe(
      400,
    );
    // the limits themselves pass
    const atLimits = { title: 'T', content: 'y', titleFil: 'a'.repeat(200), contentFil: 'b'.repeat(20000) };
    expect((await save('booking_instructions', atLimits)).statusCode).toBe(200);
    expect(await db.select().from(contentItems).where(eq(contentItems.key, 'hero_subtitle'))).toEqual(before);
  });

  it('refuses a Filipino version of a text that reads the same in every language', async () => {
    const response = await save('gcash_number', { title: 'GCash', content: '0917', contentFil: '0918' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { contentFil: 'This text is the same in every language' },
    });
    expect(await db.select().from(contentItems).where(eq(contentItems.key, 'gcash_number'))).toEqual([]);
    // empty Filipino fields are fine (a client that always sends them)
    expect(
      (await save('gcash_number', { title: 'GCash', content: '0917', titleFil: '', contentFil: '' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a language the site does not have', async () => {
    const response = await call('GET', '/api/content?lang=de');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('lang must be en or fil');
  });
});

// The contact page's map opens at map_location: only a readable "lat, lon" is stored.
describe('the map location', () => {
  const rowOf = async () =>
    (await db.select().from(contentItems).where(eq(contentItems.key, 'map_location')))[0];

  it.each([
    [
      'by the big mango tree',
      'Write the latitude and longitude as two numbers separated by a comma, such as 16.669, 120.326',
    ],
    [
      '16.669',
      'Write the latitude and longitude as two numbers separated by a comma, such as 16.669, 120.326',
    ],
    ['   ', 'Write the latitude and longitude as two numbers separated by a comma, such as 16.669, 120.326'],
    ['120.326, 16.669', 'The latitude (the first number) must be between -90 and 90'],
    ['16.669, 190', 'The longitude (the second number) must be between -180 and 180'],
    ['16.6691234, 120.326', 'Use at most 6 decimals for the latitude and the longitude'],
  ])('refuses %j with 400 on the content field, changing nothing', async (content, message) => {
    const before = await rowOf();
    const response = await save('map_location', { title: 'Map location', content });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { content: message } });
    expect(await rowOf()).toEqual(before);
  });

  it('saves a good one in one spelling, the same in every language, and the site reads it', async () => {
    const item = await expectAnswer<StoredContentItemDto>(
      save('map_location', { title: 'Map location', content: ' +9.945100 ,123.401 ', contentType: 'html' }),
      200,
    );
    expect(item).toMatchObject({ content: '9.9451, 123.401', contentType: 'text', updatedBy: admin.user.id });
    for (const lang of ['en', 'fil']) {
      const list = (await call('GET', `/api/content?lang=${lang}`)).json<ContentItemDto[]>();
      expect(list.find((c) => c.key === 'map_location')?.content, lang).toBe('9.9451, 123.401');
    }
    // a refused change afterwards keeps the saved point
    expect((await save('map_location', { title: 'Map location', content: '9.9, 500' })).statusCode).toBe(400);
    expect((await rowOf())?.content).toBe('9.9451, 123.401');
    const filipino = await save('map_location', { content: '9.9, 123.4', contentFil: '9.9, 123.4' });
    expect(filipino.statusCode).toBe(400);
    expect(filipino.json().errors).toEqual({ contentFil: 'This text is the same in every language' });
    expect((await rowOf())?.content).toBe('9.9451, 123.401');
  });
});
