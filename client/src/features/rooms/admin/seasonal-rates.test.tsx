// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { RoomDto } from '@domain/api-types';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithQueryClient, stubFetch } from '@/test/stub-api';
import { SeasonalRates } from './seasonal-rates';

stubFetch(() => jsonResponse({}, 500));

// the parts of a room the rates section reads
const room = { id: 'room-1', basePrice: '4500.00', rates: [] } as unknown as RoomDto;

describe('seasonal rates', () => {
  it('asks for the days with date pickers; the last day cannot come before the first', () => {
    renderWithQueryClient(<SeasonalRates room={room} />);
    const validFrom = screen.getByLabelText('Valid from');
    const validTo = screen.getByLabelText('Valid to');
    expect(validFrom).toHaveAttribute('type', 'date');
    expect(validTo).toHaveAttribute('type', 'date');
    expect(validTo).not.toHaveAttribute('min');

    fireEvent.change(validFrom, { target: { value: '2026-12-20' } });
    expect(validTo).toHaveAttribute('min', '2026-12-20');
  });
});
