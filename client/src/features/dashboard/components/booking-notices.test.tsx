// @vitest-environment jsdom
// "Verify by" on the guest's booking card: when an online booking whose payment nobody verified lets its
// nights go, in the guest's language.
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { formatResortDateTime } from '@/lib/resort-time';
import { aReservation } from '@/test/reservation';
import { jsonResponse, renderWithQueryClient, stubFetch } from '@/test/stub-api';
import { BookingNotices } from './booking-notices';

stubFetch(() => jsonResponse({}));
afterEach(() => applyLanguage('en'));

const VERIFY_BY = '2026-03-03T04:00:00.000Z';
const deadline = formatResortDateTime(VERIFY_BY, 'Asia/Manila');
const unverified = aReservation({ status: 'pending', paidAmount: '0.00', verifyBy: VERIFY_BY });

describe('the guest sees "verify by"', () => {
  it('on a pending booking whose payment nobody verified, in English', () => {
    renderWithQueryClient(<BookingNotices reservation={unverified} />);
    const notice = screen.getByTestId('verify-by');
    expect(notice).toHaveTextContent(`Verify by ${deadline} (resort time)`);
    expect(notice).toHaveTextContent('or the booking is released');
  });

  it('in Filipino', async () => {
    await applyLanguage('fil');
    renderWithQueryClient(<BookingNotices reservation={unverified} />);
    expect(screen.getByTestId('verify-by')).toHaveTextContent(
      `I-verify bago ang ${deadline} (oras sa resort)`,
    );
  });

  it('not once the clock stopped (verified or extended) or the booking is no longer pending', () => {
    renderWithQueryClient(
      <>
        <BookingNotices reservation={aReservation({ status: 'pending', verifyBy: null })} />
        <BookingNotices reservation={aReservation({ status: 'confirmed', verifyBy: VERIFY_BY })} />
      </>,
    );
    expect(screen.queryByTestId('verify-by')).not.toBeInTheDocument();
  });
});
