// @vitest-environment jsdom
// A day visit at the front desk: the card names "Day visit" and the cottage, the day, the heads with the
// infants, and offers no Extend Stay (a day visit has no nights); its payment and refund dialogs name it.
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDayVisit, aReservation } from '@/test/reservation';
import { jsonResponse, renderDialog, renderWithQueryClient, stubFetch } from '@/test/stub-api';
import { RecordPaymentDialog } from './record-payment-dialog';
import { RecordRefundDialog } from './record-refund-dialog';
import { ReservationCard } from './reservation-card';

stubFetch(() => jsonResponse([]));

const here = aDayVisit({ status: 'checked_in', checkin: '2026-03-14', checkout: '2026-03-15' });

describe('a day visit at the front desk', () => {
  it('shows the day visit, its day, heads and cottage, and no Extend Stay', () => {
    renderWithQueryClient(<ReservationCard reservation={here} today="2026-03-14" />);
    expect(screen.getByText('Day visit · Bamboo Cabana')).toBeInTheDocument();
    const facts = screen.getByTestId('day-visit-facts');
    expect(facts).toHaveTextContent('Day visitSat, Mar 14, 2026');
    expect(facts).toHaveTextContent('Guests2 adults, 1 kid, 1 infant');
    expect(facts).toHaveTextContent('CottageBamboo Cabana');
    expect(facts).not.toHaveTextContent('Nights');
    expect(screen.getByRole('button', { name: /Check Out/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Extend Stay/ })).not.toBeInTheDocument();
  });

  it('a checked-in stay still offers Extend Stay', () => {
    renderWithQueryClient(
      <ReservationCard reservation={aReservation({ status: 'checked_in' })} today="2026-03-10" />,
    );
    expect(screen.getByRole('button', { name: /Extend Stay/ })).toBeInTheDocument();
  });

  it('names the day visit in Record Payment', () => {
    renderWithQueryClient(<RecordPaymentDialog open reservation={here} onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Day visit · Bamboo Cabana · Ref D4YV1S1T');
  });

  it('names the day visit in Record Refund', () => {
    const refund = renderDialog(
      <RecordRefundDialog open reservation={here} onOpenChange={() => {}} />,
      'refund-dialog',
    );
    expect(refund).toHaveTextContent('Day visit · Bamboo Cabana · Ref D4YV1S1T');
  });
});
