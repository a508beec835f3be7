// The desk's payment method select (cash first), shared by Record Payment and the walk-in booking.
import { FormFieldItem } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/input';
import { DESK_PAYMENT_METHODS } from '../lib/walk-in-form';

export const DeskPaymentMethodField = () => (
  <FormFieldItem
    name="paymentMethod"
    label="Payment method"
    render={(field) => <NativeSelect {...field} options={DESK_PAYMENT_METHODS} />}
  />
);
