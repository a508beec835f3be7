// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { MSG } from '@domain/messages';
import { DEFAULT_STAY_LIMITS } from '@domain/stay-limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form } from '@/components/ui/form';
import { aRoom } from '@/test/room';
import { type BookingFormValues, bookingFormSchema, EMPTY_BOOKING_VALUES } from '../lib/booking-form';
import { PaymentSection } from './payment-section';
import { StayDetailsSection } from './stay-details-section';

afterEach(cleanup);

const TODAY = '2030-01-10';
const room = aRoom({ basePrice: '3000.00' });
const texts = {
  gcashNumber: '0917 000 0000',
  gcashName: 'Resort',
  bdoAccount: '0000 1111 2222',
  bdoName: 'Resort Inc',
  paymentPolicy: 'Policy',
  bookingInstructions: 'Instructions',
};

/** The booking page's form around its two sections (as booking-page.tsx wires them). */
const Harness = ({ onValid }: { onValid: (values: BookingFormValues) => void }) => {
  const form = useForm<BookingFormValues>({
    defaultValues: EMPTY_BOOKING_VALUES,
    resolver: zodResolver(bookingFormSchema({ today: TODAY, room, limits: DEFAULT_STAY_LIMITS })),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  return (
    <Form form={form} namesAsIds>
      <form noValidate onSubmit={form.handleSubmit(onValid)} aria-label="Book Your Stay">
        <StayDetailsSection room={room} today={TODAY} limits={DEFAULT_STAY_LIMITS} />
        <PaymentSection texts={texts} downPaymentCentavos={null} />
        <button type="submit">Book</button>
      </form>
    </Form>
  );
};

describe('booking form sections', () => {
  it('keep the ids, labels and hints, and show each message on its field', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    const checkin = screen.getByLabelText('Check-in', { exact: true });
    expect(checkin).toHaveAttribute('id', 'checkin');
    expect(screen.getByLabelText('Adults')).toHaveAccessibleDescription('This room takes up to 2 adults');
    expect(screen.getByLabelText('Transaction ID / Reference Number')).toHaveAttribute('id', 'transactionId');

    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(checkin).toHaveAttribute('aria-invalid', 'true');
    expect(checkin).toHaveAccessibleDescription(MSG.bookingDatesRequired);
    expect(screen.getByRole('group', { name: 'Payment method' })).toHaveAccessibleDescription(
      MSG.paymentMethodRequired,
    );
    expect(document.getElementById('paymentMethod-error')).toHaveTextContent(MSG.paymentMethodRequired);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('a new check-in moves the check-out after it, and the chosen method and card fields are read', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    await user.type(screen.getByLabelText('Check-out', { exact: true }), '2030-02-02');
    await user.type(screen.getByLabelText('Check-in', { exact: true }), '2030-02-05');
    expect(screen.getByLabelText('Check-out', { exact: true })).not.toHaveValue('2030-02-02');
    await user.clear(screen.getByLabelText('Check-out', { exact: true }));
    await user.type(screen.getByLabelText('Check-out', { exact: true }), '2030-02-07');
    await user.selectOptions(screen.getByLabelText('Adults'), '2');

    await user.click(screen.getByRole('radio', { name: /Card/ }));
    expect(screen.getByRole('radio', { name: /Card/ })).toBeChecked();
    await user.type(screen.getByLabelText('Card number'), '4111-1111-1111-1111');
    expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
    await user.type(screen.getByLabelText('Transaction ID / Reference Number'), 'APP-123');
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]![0]).toMatchObject({
      checkin: '2030-02-05',
      checkout: '2030-02-07',
      adults: '2',
      paymentMethod: 'Card',
      transactionId: 'APP-123',
    });
  });
});

describe('the card option', () => {
  const Payment = ({ cardPayments }: { cardPayments: boolean }) => {
    const form = useForm<BookingFormValues>({
      defaultValues: { ...EMPTY_BOOKING_VALUES, paymentMethod: 'Card' },
    });
    return (
      <Form form={form} namesAsIds>
        <form aria-label="Book Your Stay">
          <PaymentSection texts={texts} downPaymentCentavos={null} cardPayments={cardPayments} />
        </form>
      </Form>
    );
  };

  it('says plainly where the card is charged, keeps the card fields, and sends none of them', () => {
    render(<Payment cardPayments />);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(
      screen.getByText(
        "Your card is charged at our front desk or through the resort's card terminal, not on this website.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/their details are never sent to us or stored/)).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry (MM/YY)')).toBeInTheDocument();
    expect(screen.getByLabelText('CVV')).toBeInTheDocument(); // until the desk verifies the payment, the booking holds its nights for UNVERIFIED_HOLD_HOURS
    expect(screen.getByTestId('hold-rule')).toHaveTextContent(
      'Your booking holds these nights for 48 hours while our front desk verifies your payment.',
    );
  });

  it('turned off by the admin: GCash and Bank Transfer only, no card fields', () => {
    render(<Payment cardPayments={false} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'GCash',
      'BankTransfer',
    ]);
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});
