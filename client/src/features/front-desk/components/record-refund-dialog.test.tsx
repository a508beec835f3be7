// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aReservation } from '@/test/reservation';
import { jsonResponse, renderDialog, requestsTo, stubFetch } from '@/test/stub-api';
import { RecordRefundDialog } from './record-refund-dialog';

const fetchMock = stubFetch(() => jsonResponse({}, 201));

const cancelled = aReservation({
  status: 'cancelled',
  paidAmount: '2700.00',
  balance: '6300.00',
  refundDue: '2700.00',
});

const renderRefundDialog = () =>
  renderDialog(<RecordRefundDialog open reservation={cancelled} onOpenChange={() => {}} />, 'refund-dialog');

describe('Record Refund', () => {
  it('starts from the refund due and refuses more than was paid or a missing reason, sending nothing', async () => {
    const user = userEvent.setup();
    const dialog = renderRefundDialog();
    const amount = within(dialog).getByLabelText('Amount (₱)');
    expect(amount).toHaveValue('2700.00');
    await user.clear(amount);
    await user.type(amount, '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Record Refund' }));
    expect(
      await within(dialog).findByText('A refund cannot be more than what was paid (₱2,700.00)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please give the reason for the refund')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the amount, method, reference and reason to the reservation’s refunds', async () => {
    const user = userEvent.setup();
    const dialog = renderRefundDialog();
    await user.type(within(dialog).getByLabelText('Reference / Receipt number'), 'GC-77');
    await user.type(within(dialog).getByLabelText('Reason'), 'Cancelled early');
    await user.click(within(dialog).getByRole('button', { name: 'Record Refund' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, `/reservations/${cancelled.id}/refunds`)).toHaveLength(1),
    );
    const [, init] = requestsTo(fetchMock, `/reservations/${cancelled.id}/refunds`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      amount: '2700.00',
      paymentMethod: 'cash',
      transactionId: 'GC-77',
      reason: 'Cancelled early',
    });
  });
});
