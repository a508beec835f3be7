// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { CalendarFeedDto } from '@domain/api-types';
import { CALENDAR_MSG } from '@domain/calendar';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, requestsTo, stubFetch } from '@/test/stub-api';
import { AddFeedForm } from './add-feed-form';

const ROOM_ID = '0b8f5a52-3333-4000-8000-000000000001';
const FEEDS_PATH = `/api/admin/rooms/${ROOM_ID}/calendar-feeds`;
const AIRBNB_URL = 'https://www.airbnb.com/calendar/ical/41234567.ics?s=abc';

const feed = (overrides: Partial<CalendarFeedDto> = {}): CalendarFeedDto => ({
  id: '0b8f5a52-2222-4000-8000-000000000001',
  roomId: ROOM_ID,
  channel: 'airbnb',
  url: AIRBNB_URL,
  status: 'ok',
  lastAttemptAt: '2026-07-05T07:00:00.000Z',
  lastSuccessAt: '2026-07-05T07:00:00.000Z',
  lastError: null,
  failingSince: null,
  nextSyncAt: '2026-07-05T07:15:00.000Z',
  refusedEvents: [],
  blocks: 3,
  conflicts: 0,
  ...overrides,
});

let addAnswer: () => Response = () => jsonResponse(feed(), 201);
const fetchMock = stubFetch((input, init) => {
  if (String(input).endsWith(FEEDS_PATH) && init?.method === 'POST') return addAnswer();
  return jsonResponse([]);
});

const renderForm = () => {
  render(
    <QueryClientProvider client={createQueryClient(() => {})}>
      <AddFeedForm roomId={ROOM_ID} />
      <Toaster />
    </QueryClientProvider>,
  );
  const form = screen.getByTestId('add-feed-form');
  return {
    form,
    channel: within(form).getByLabelText('Travel site'),
    url: within(form).getByLabelText('Calendar address (iCal link)'),
    submit: within(form).getByRole('button', { name: 'Add calendar' }),
  };
};

const posts = () => requestsTo(fetchMock, FEEDS_PATH).filter(([, init]) => init?.method === 'POST');

describe('the Add calendar form', () => {
  it('offers the four channels and shows the domain’s messages on the address field without sending', async () => {
    const user = userEvent.setup();
    const { form, channel, url, submit } = renderForm();
    expect(
      within(channel)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Airbnb', 'Booking.com', 'Agoda', 'Other']);
    expect(form).toHaveAttribute('novalidate');

    await user.click(submit);
    expect(await within(form).findByText('Enter the calendar’s address')).toBeInTheDocument();
    expect(url).toHaveAccessibleDescription('Enter the calendar’s address');
    expect(url).toHaveFocus();

    await user.type(url, 'ftp://calendar.example.com/room.ics');
    await user.click(submit);
    expect(await within(form).findByText('Enter an http:// or https:// address')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('sends the channel and the trimmed address, says how many nights it blocks, and clears the address', async () => {
    const user = userEvent.setup();
    addAnswer = () => jsonResponse(feed({ channel: 'booking_com', blocks: 2 }), 201);
    const { channel, url, submit } = renderForm();
    await user.selectOptions(channel, 'Booking.com');
    await user.type(url, `  ${AIRBNB_URL}  `);
    await user.click(submit);

    expect(await screen.findByText('Booking.com calendar added: 2 blocks.')).toBeInTheDocument();
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({ channel: 'booking_com', url: AIRBNB_URL });
    await waitFor(() => expect(url).toHaveValue(''));
    expect(channel).toHaveValue('booking_com');
  });

  it('says so when the calendar was added but its first fetch failed', async () => {
    const user = userEvent.setup();
    addAnswer = () =>
      jsonResponse(
        feed({ status: 'failing', blocks: 0, lastError: 'The calendar answered 404 Not Found' }),
        201,
      );
    const { url, submit } = renderForm();
    await user.type(url, AIRBNB_URL);
    await user.click(submit);
    expect(await screen.findByText('Airbnb calendar added, but its first sync failed')).toBeInTheDocument();
    expect(screen.getByText('The calendar answered 404 Not Found')).toBeInTheDocument();
  });

  it.each([
    ['a 409 with a message', 409, { message: CALENDAR_MSG.feedExists }, CALENDAR_MSG.feedExists],
    [
      'a 400 naming the field',
      400,
      { message: 'Invalid input', errors: { url: 'Private and local addresses cannot be imported' } },
      'Private and local addresses cannot be imported',
    ],
  ])('shows the server’s refusal on the address field (%s)', async (_case, status, body, shown) => {
    const user = userEvent.setup();
    addAnswer = () => jsonResponse(body, status);
    const { form, url, submit } = renderForm();
    await user.type(url, AIRBNB_URL);
    await user.click(submit);
    expect(await within(form).findByText(shown)).toBeInTheDocument();
    expect(url).toHaveAccessibleDescription(shown);
    expect(url).toHaveValue(AIRBNB_URL);
  });
});
