// @vitest-environment jsdom
// The contact map reads the owner's map_location from the content the page already fetches: the live
// map and its "open" link use that point, and the built-in one while it is unset or unreadable.
import '@testing-library/jest-dom/vitest';
import type { ContentItemDto } from '@domain/api-types';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aContentItem } from '@/test/content';
import { jsonResponse, renderWithQueryClient, stubFetch } from '@/test/stub-api';
import { ResortMap } from './resort-map';

let stored: ContentItemDto[] = [];
const locationItem = (content: string): ContentItemDto =>
  aContentItem({
    key: 'map_location',
    title: 'Map location',
    content,
    updatedAt: '2030-06-15T04:00:00.000Z',
  });
const fetchMock = stubFetch((input) =>
  String(input).includes('/api/content') ? jsonResponse(stored) : jsonResponse({}, 404),
);

const openMap = async () => {
  renderWithQueryClient(<ResortMap />);
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await userEvent.setup().click(screen.getByRole('button', { name: 'Show interactive map' }));
  return {
    link: screen.getByRole('link', { name: /Open in OpenStreetMap/ }),
    frame: screen.getByTitle('Map of Casa Alon Beach Resort, San Juan, La Union'),
  };
};

describe('the contact map', () => {
  it('opens at the stored location', async () => {
    stored = [locationItem('9.945, 123.401')];
    const { link, frame } = await openMap();
    await waitFor(() =>
      expect(link).toHaveAttribute(
        'href',
        'https://www.openstreetmap.org/?mlat=9.945&mlon=123.401#map=16/9.945/123.401',
      ),
    );
    expect(new URL(frame.getAttribute('src') ?? '').searchParams.get('marker')).toBe('9.945,123.401');
  });

  it('opens at the built-in point when the stored text is unreadable', async () => {
    stored = [locationItem('next to the church')];
    const { link, frame } = await openMap();
    expect(link).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=16.669&mlon=120.326#map=16/16.669/120.326',
    );
    expect(new URL(frame.getAttribute('src') ?? '').searchParams.get('marker')).toBe('16.669,120.326');
  });
});
