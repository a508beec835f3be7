// 'Payment': the booking instructions, the three payment methods as radio cards, where to send the
// down payment for the chosen one, the transaction / reference number, and the payment policy.
// The site takes no card: a card is charged at the front desk or through the resort's card terminal, and
// the form says so. The card fields only help the guest prepare that payment: they are never sent
// anywhere. Their formatters cap the length (19, 5 and 4 characters), so a pasted '4111-1111-…' is
// cleaned, not cut. The admin may turn the card option off (content setting card_payments).

import { BOOKING_PAYMENT_METHODS } from '@domain/constants';
import { DOWN_PAYMENT_PERCENT } from '@domain/pricing';
import { DEFAULT_UNVERIFIED_HOLD_HOURS } from '@domain/unverified-holds';
import {
  Clock,
  CreditCard,
  Info,
  Landmark,
  type LucideIcon,
  ShieldCheck,
  Smartphone,
  Wallet,
} from 'lucide-react';
import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { FormField, FormItem, FormMessage, fieldFor, useFormField } from '@/components/ui/form';
import { IconBadge, IconHeading } from '@/components/ui/icon-badge';
import { Input } from '@/components/ui/input';
import { useContent } from '@/features/content';
import { useUnverifiedHoldHours } from '@/features/site-config';
import { cn } from '@/lib/utils';
import type { PaymentValues } from '../lib/booking-form';
import { useBookingText } from '../messages';
import { PaymentDetails, type PaymentTexts } from './payment-details';

const Field = fieldFor<PaymentValues>();

/** Each method's icon and the message keys of its blurb and reference hint. */
const METHOD_DETAILS: Record<string, { icon: LucideIcon; blurb: string; referenceHint: string }> = {
  GCash: {
    icon: Smartphone,
    blurb: 'payment.gcashBlurb',
    referenceHint: 'payment.gcashHint',
  },
  BankTransfer: {
    icon: Landmark,
    blurb: 'payment.bankBlurb',
    referenceHint: 'payment.bankHint',
  },
  Card: {
    icon: CreditCard,
    blurb: 'payment.cardBlurb',
    referenceHint: 'payment.cardHint',
  },
};

/** The methods as radio cards in one group; its error is announced and described on the group. */
const PaymentMethodGroup = ({
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  cardPayments,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  name: string;
  inputRef: React.Ref<HTMLInputElement>;
  cardPayments: boolean;
}) => {
  const { invalid, messageId } = useFormField();
  const { t } = useBookingText();
  const methods = BOOKING_PAYMENT_METHODS.filter((option) => cardPayments || option.value !== 'Card');
  return (
    <fieldset className="mt-5" aria-describedby={invalid ? messageId : undefined}>
      <legend className="text-sm font-medium">{t('payment.method')}</legend>
      <div className={cn('mt-2 grid gap-3', methods.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {methods.map((option, index) => {
          return (
            <label
              key={option.value}
              className={cn(
                'relative flex cursor-pointer items-center gap-3 rounded-xl border bg-white p-3.5 transition-colors sm:flex-col sm:items-start sm:gap-2',
                'hover:border-primary/50 has-[:checked]:border-primary has-[:checked]:bg-secondary/60 has-[:checked]:ring-1 has-[:checked]:ring-primary',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
                invalid ? 'border-destructive' : 'border-input',
              )}
            >
              <input
                // the first card takes the focus when the form asks for a method
                ref={index === 0 ? inputRef : undefined}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                className="peer sr-only"
              />
              <IconBadge
                icon={METHOD_DETAILS[option.value]?.icon ?? Wallet}
                className="size-9 bg-muted peer-checked:bg-primary peer-checked:text-primary-foreground"
                iconClassName="size-4"
              />
              <span className="grid">
                <span className="text-sm font-semibold">{option.label}</span>
                <span className="text-xs text-muted-foreground">
                  {t(METHOD_DETAILS[option.value]?.blurb ?? '')}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FormMessage className="mt-2" />
    </fieldset>
  );
};

const MethodField = ({ cardPayments }: { cardPayments: boolean }) => {
  const { control } = useFormContext<PaymentValues>();
  return (
    <FormField
      control={control}
      name="paymentMethod"
      render={({ field }) => (
        <FormItem className="block">
          <PaymentMethodGroup
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            inputRef={field.ref}
            cardPayments={cardPayments}
          />
        </FormItem>
      )}
    />
  );
};

/** The transaction / reference number, with where the chosen method shows it. */
const ReferenceField = ({ method }: { method: string }) => {
  const { t } = useBookingText();
  return (
    <Field
      name="transactionId"
      label={t('payment.reference')}
      description={t(METHOD_DETAILS[method]?.referenceHint ?? 'payment.referenceHint')}
      className="mt-5"
      render={(field) => (
        <Input
          autoComplete="off"
          maxLength={100}
          placeholder={t('payment.referencePlaceholder')}
          {...field}
        />
      )}
    />
  );
};

/** What the payment pays for: a room's nights, or a day at the beach (its own lead and hold rule). */
const PURPOSE_KEYS = {
  stay: { text: 'payment.text', holdRule: 'payment.holdRule' },
  dayVisit: { text: 'payment.dayText', holdRule: 'payment.dayHoldRule' },
} as const;

export const PaymentSection = ({
  texts,
  downPaymentCentavos,
  cardPayments = true,
  holdHours = DEFAULT_UNVERIFIED_HOLD_HOURS,
  purpose = 'stay',
}: {
  purpose?: keyof typeof PURPOSE_KEYS;
  texts: PaymentTexts;
  /** The amount to send now, once the dates are chosen. */
  downPaymentCentavos: number | null;
  /** Whether the card option is offered (the admin's setting). */
  cardPayments?: boolean;
  /** UNVERIFIED_HOLD_HOURS: how long the booking holds its nights until the desk verifies the payment. */
  holdHours?: number;
}) => {
  const { watch } = useFormContext<PaymentValues>();
  const method = watch('paymentMethod');
  const { t } = useBookingText();
  const keys = PURPOSE_KEYS[purpose];
  return (
    <Card className="p-5 sm:p-6">
      <IconHeading
        icon={Wallet}
        title={t('payment.title')}
        text={t(keys.text, { percent: DOWN_PAYMENT_PERCENT })}
      />

      <p className="mt-5 flex gap-3 rounded-xl bg-sand/60 p-4 text-sm leading-relaxed text-foreground">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>{texts.bookingInstructions}</span>
      </p>

      <MethodField cardPayments={cardPayments} />

      <PaymentDetails
        method={method}
        cardPayments={cardPayments}
        texts={texts}
        downPaymentCentavos={downPaymentCentavos}
      />

      <ReferenceField method={method} />

      <p className="mt-5 flex gap-3 border-t border-border pt-4 text-sm leading-relaxed text-muted-foreground">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
        <span>{texts.paymentPolicy}</span>
      </p>
      <p className="mt-3 flex gap-3 text-sm leading-relaxed text-muted-foreground" data-testid="hold-rule">
        <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>{t(keys.holdRule, { count: holdHours })}</span>
      </p>
    </Card>
  );
};

/** The payment step before the nights are known to be free: what comes, and why not yet. */
/**
 * The payment step of a guest's booking (a room's, a day visit's): the resort's accounts, instructions and
 * policy as the admin wrote them in the site's content, and the admin's hold hours.
 */
export const ResortPaymentSection = (
  props: Omit<ComponentProps<typeof PaymentSection>, 'texts' | 'holdHours'>,
) => {
  const { content } = useContent();
  const holdHours = useUnverifiedHoldHours();
  return (
    <PaymentSection
      {...props}
      holdHours={holdHours}
      texts={{
        gcashNumber: content('gcash_number'),
        gcashName: content('gcash_name'),
        bdoAccount: content('bdo_account'),
        bdoName: content('bdo_name'),
        paymentPolicy: content('payment_policy'),
        bookingInstructions: content('booking_instructions'),
      }}
    />
  );
};

export const PaymentWaiting = () => {
  const { t } = useBookingText();
  return (
    <Card className="p-5 sm:p-6" data-testid="payment-waiting">
      <IconHeading icon={Wallet} title={t('payment.title')} text={t('payment.waiting')} />
    </Card>
  );
};
