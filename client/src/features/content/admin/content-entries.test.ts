import type { StoredContentItemDto } from '@domain/api-types';
import { CONTENT_DEFAULTS, CONTENT_KEYS, EXTRA_CONTENT_KEYS } from '@domain/content';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_GROUPS,
  contentEntry,
  contentGroups,
  contentLabel,
  customizedCount,
} from './content-entries';

const item = (
  key: string,
  content: string,
  title = 'Stored title',
  contentFil = '',
): StoredContentItemDto => ({
  id: crypto.randomUUID(),
  key,
  title,
  content,
  contentType: key === 'about_us' ? 'html' : 'text',
  updatedBy: null,
  updatedAt: '2025-05-01T00:00:00.000Z',
  titleFil: '',
  contentFil,
});

describe('content groups', () => {
  it('hold the sixteen managed keys and the extra keys once each, the booking page texts last', () => {
    const keys = CONTENT_GROUPS.flatMap((g) => g.keys);
    expect([...keys].sort()).toEqual([...CONTENT_KEYS, ...EXTRA_CONTENT_KEYS].sort());
    const last = CONTENT_GROUPS.at(-1);
    expect(last?.title).toBe('Booking page texts');
    expect(last?.keys).toEqual(['payment_policy', 'booking_instructions']);
  });

  it('put the map location right after the address, with how to find it', () => {
    const contact = CONTENT_GROUPS.find((g) => g.id === 'contact');
    expect(contact?.keys.slice(-2)).toEqual(['resort_address', 'map_location']);
    const entry = contentEntry('map_location', []);
    expect(entry).toMatchObject({ isDefault: true, bilingual: false, content: '16.669, 120.326' });
    expect(entry.hint).toContain('Latitude, longitude — e.g. 16.669, 120.326');
    expect(contentEntry('map_location', [item('map_location', '9.945, 123.401')]).isDefault).toBe(false);
  });
});

describe('contentEntry', () => {
  it('uses the built-in default when nothing is stored', () => {
    const entry = contentEntry('hero_title', []);
    expect(entry.isDefault).toBe(true);
    expect(entry.stored).toBeUndefined();
    expect(entry.content).toBe(CONTENT_DEFAULTS.hero_title.content);
    expect(entry.title).toBe(CONTENT_DEFAULTS.hero_title.title);
  });
  it('uses the stored text when there is one', () => {
    const entry = contentEntry('hero_title', [item('hero_title', 'Sun, sea and sand')]);
    expect(entry.isDefault).toBe(false);
    expect(entry.content).toBe('Sun, sea and sand');
    expect(entry.title).toBe('Stored title');
  });
  it('treats a blank stored text as the default, like the site does', () => {
    const entry = contentEntry('contact_phone', [item('contact_phone', '   ')]);
    expect(entry.isDefault).toBe(true);
    expect(entry.stored).toBeDefined();
    expect(entry.content).toBe(CONTENT_DEFAULTS.contact_phone.content);
  });
  it('carries the Filipino versions of the texts guests read in their language', () => {
    const entry = contentEntry('hero_title', [item('hero_title', 'Sun', 'Stored title', 'Araw')]);
    expect(entry).toMatchObject({ bilingual: true, titleFil: '', contentFil: 'Araw' });
    expect(contentEntry('hero_title', [])).toMatchObject({ bilingual: true, contentFil: '' });
    // the contact details, accounts and times read the same in every language
    expect(contentEntry('gcash_number', []).bilingual).toBe(false);
    expect(contentEntry('check_in_time', []).bilingual).toBe(false);
  });
  it('marks about_us as html and the others as text', () => {
    expect(contentEntry('about_us', []).contentType).toBe('html');
    expect(contentEntry('gcash_name', []).contentType).toBe('text');
  });
});

describe('labels and counts', () => {
  it('gives friendly labels', () => {
    expect(contentLabel('check_in_time')).toBe('Check-in Time');
    expect(contentLabel('bdo_account')).toBe('BDO Account Number');
    expect(contentLabel('some_new_key')).toBe('Some New Key');
  });
  it('counts customized managed keys only', () => {
    const items = [item('hero_title', 'A'), item('about_us', '<p>B</p>'), item('payment_policy', 'C')];
    expect(customizedCount(items)).toBe(2);
    expect(contentGroups(items).flatMap((g) => g.entries)).toHaveLength(
      CONTENT_KEYS.length + EXTRA_CONTENT_KEYS.length,
    );
  });
});

describe('a text saved with the built-in words', () => {
  it('is still marked as the default (the go-live checklist counts it as not replaced)', () => {
    const entry = contentEntry('bdo_account', [item('bdo_account', CONTENT_DEFAULTS.bdo_account.content)]);
    expect(entry.isDefault).toBe(true);
    expect(entry.stored).toBeDefined();
    expect(customizedCount([item('bdo_account', CONTENT_DEFAULTS.bdo_account.content)])).toBe(0);
  });
});
