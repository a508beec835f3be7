// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { DueAddOnDto } from '@domain/api/add-ons';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithQueryClient, stubFetch } from '@/test/stub-api';
import DueTodayPanel from './due-today-panel';

const TRANSFER: DueAddOnDto = {
  id: '7a8b9c0d-0000-4000-8000-000000000001',
  reservationId: '3f2a9c1b-0000-4000-8000-000000000001',
  referenceCode: 'ABCD2345',
  guestName: 'María Santos',
  roomName: 'Ocean View Suite',
  nameEn: 'Airport transfer',
  unit: 'trip',
  quantity: 1,
  status: 'checked_in',
};
const BREAKFAST: DueAddOnDto = {
  ...TRANSFER,
  id: '7a8b9c0d-0000-4000-8000-000000000002',
  nameEn: 'Breakfast buffet',
  unit: 'person_night',
  quantity: 3,
};

let due: DueAddOnDto[] = [];
stubFetch((input) =>
  String(input).endsWith('/api/front-desk/add-ons/today') ? jsonResponse(due) : jsonResponse({}, 404),
);

describe('Due today', () => {
  it('lists the trips first, each with how many, the guest, the room and the reference', async () => {
    due = [BREAKFAST, TRANSFER];
    renderWithQueryClient(<DueTodayPanel today="2026-03-11" />);
    const rows = await screen.findAllByTestId('due-add-on');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^Airport transfer × 1 per trip ?Guest María Santos ?Room Ocean View Suite ?Ref ABCD2345 ?Checked in$/,
      ),
      expect.stringMatching(/^Breakfast buffet × 3 per person per night/),
    ]);
    expect(screen.getByRole('heading', { name: /Due today/ })).toBeInTheDocument();
  });

  it('says when nothing is due', async () => {
    due = [];
    renderWithQueryClient(<DueTodayPanel today="2026-03-11" />);
    expect(await screen.findByText('Nothing due today')).toBeInTheDocument();
  });
});
