// 'Payment': the booking instructions, the three payment methods as radio cards, where to send the
// down payment for the chosen one, the transaction / reference number, and the payment policy.
// The card fields only help the guest prepare a card payment: they are never sent anywhere. Their
// formatters cap the length (19, 5 and 4 characters), so a pasted '4111-1111-…' is cleaned, not cut.

import { BOOKING_PAYMENT_METHODS } from '@domain/constants';
import { formatCentavos } from '@domain/money';
import { DOWN_PAYMENT_PERCENT } from '@domain/pricing';
import { formatCardNumber, formatCvv, formatExpiry } from '@domain/schemas/booking';
import {
  CreditCard,
  Info,
  Landmark,
  Lock,
  type LucideIcon,
  ShieldCheck,
  Smartphone,
  Wallet,
} from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { FormField, FormItem, FormMessage, fieldFor, useFormField } from '@/components/ui/form';
import { IconBadge, IconHeading } from '@/components/ui/icon-badge';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { BookingFormValues, CARD_FIELDS } from '../lib/booking-form';

const Field = fieldFor<BookingFormValues>();

const METHOD_DETAILS: Record<string, { icon: LucideIcon; blurb: string; referenceHint: string }> = {
  GCash: {
    icon: Smartphone,
    blurb: 'Send from your GCash app',
    referenceHint: 'The reference number on your GCash receipt.',
  },
  BankTransfer: {
    icon: Landmark,
    blurb: 'Deposit or online transfer',
    referenceHint: 'The reference number on your deposit slip or transfer confirmation.',
  },
  Card: {
    icon: CreditCard,
    blurb: 'Visa, Mastercard, JCB',
    referenceHint: 'The approval code on your card payment receipt.',
  },
};

/** The card fields, each with the formatter that cleans and caps what is typed or pasted. */
const CARD_INPUTS: ReadonlyArray<{
  name: (typeof CARD_FIELDS)[number];
  label: string;
  placeholder: string;
  format: (typed: string) => string;
  className?: string;
  type?: 'password';
}> = [
  {
    name: 'cardNumber',
    label: 'Card number',
    placeholder: '1234 5678 9012 3456',
    format: formatCardNumber,
    className: 'col-span-2',
  },
  { name: 'cardExpiry', label: 'Expiry (MM/YY)', placeholder: 'MM/YY', format: formatExpiry },
  { name: 'cardCvv', label: 'CVV', placeholder: '123', format: formatCvv, type: 'password' },
];

export type PaymentTexts = {
  gcashNumber: string;
  gcashName: string;
  bdoAccount: string;
  bdoName: string;
  paymentPolicy: string;
  bookingInstructions: string;
};

type AccountLineProps = { label: string; value: string; copy?: boolean };

/** Where to send the down payment for the methods paid into one of our accounts. */
const accountsFor = (texts: PaymentTexts): Record<string, { title: string; lines: AccountLineProps[] }> => ({
  GCash: {
    title: 'Send your down payment by GCash',
    lines: [
      { label: 'GCash number', value: texts.gcashNumber, copy: true },
      { label: 'Account name', value: texts.gcashName },
    ],
  },
  BankTransfer: {
    title: 'Transfer your down payment to BDO',
    lines: [
      { label: 'Bank', value: 'BDO Unibank' },
      { label: 'Account number', value: texts.bdoAccount, copy: true },
      { label: 'Account name', value: texts.bdoName },
    ],
  },
});

const AccountLine = ({ label, value, copy }: AccountLineProps) => (
  <div className="flex items-center justify-between gap-3 py-2">
    <dt className="text-sm text-muted-foreground">{label}</dt>
    <dd className="flex items-center gap-1 text-right text-sm font-semibold">
      <span className={cn(copy && 'tabular-nums tracking-wide')}>{value}</span>
      {copy ? <CopyButton value={value.replace(/\s+/g, '')} label={`Copy ${label.toLowerCase()}`} /> : null}
    </dd>
  </div>
);

/** The methods as radio cards in one group; its error is announced and described on the group. */
const PaymentMethodGroup = ({
  value,
  onChange,
  onBlur,
  name,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  name: string;
  inputRef: React.Ref<HTMLInputElement>;
}) => {
  const { invalid, messageId } = useFormField();
  return (
    <fieldset className="mt-5" aria-describedby={invalid ? messageId : undefined}>
      <legend className="text-sm font-medium">Payment method</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {BOOKING_PAYMENT_METHODS.map((option, index) => {
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
                <span className="text-xs text-muted-foreground">{METHOD_DETAILS[option.value]?.blurb}</span>
              </span>
            </label>
          );
        })}
      </div>
      <FormMessage className="mt-2" />
    </fieldset>
  );
};

export const PaymentSection = ({
  texts,
  downPaymentCentavos,
}: {
  texts: PaymentTexts;
  /** The amount to send now, once the dates are chosen. */
  downPaymentCentavos: number | null;
}) => {
  const { control, watch } = useFormContext<BookingFormValues>();
  const method = watch('paymentMethod');
  const details = METHOD_DETAILS[method];
  const account = accountsFor(texts)[method];
  const amountLine =
    downPaymentCentavos !== null ? (
      <div className="flex items-center justify-between gap-3 border-t border-border/80 pt-2">
        <dt className="text-sm text-muted-foreground">Amount to send now</dt>
        <dd className="text-sm font-semibold">{formatCentavos(downPaymentCentavos)}</dd>
      </div>
    ) : null;

  return (
    <Card className="p-5 sm:p-6">
      <IconHeading
        icon={Wallet}
        title="Payment"
        text={`A ${DOWN_PAYMENT_PERCENT}% down payment secures your room.`}
      />

      <p className="mt-5 flex gap-3 rounded-xl bg-sand/60 p-4 text-sm leading-relaxed text-foreground">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>{texts.bookingInstructions}</span>
      </p>

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
            />
          </FormItem>
        )}
      />

      <div className="mt-5 rounded-xl border border-border bg-background p-4" aria-live="polite">
        {account ? (
          <>
            <h3 className="font-sans text-sm font-semibold">{account.title}</h3>
            <dl className="mt-1 divide-y divide-border/80">
              {account.lines.map((line) => (
                <AccountLine key={line.label} {...line} />
              ))}
              {amountLine}
            </dl>
          </>
        ) : method === 'Card' ? (
          <>
            <h3 className="font-sans text-sm font-semibold">Card details</h3>
            <p className="mt-1 flex items-start gap-2 text-xs text-muted-foreground">
              <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              For your safety, card details stay on this page: they are never sent to us or stored.
            </p>
            <div className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
              {CARD_INPUTS.map((card) => (
                <Field
                  key={card.name}
                  name={card.name}
                  label={card.label}
                  className={card.className}
                  render={(field) => (
                    <Input
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder={card.placeholder}
                      type={card.type}
                      {...field}
                      onChange={(event) => field.onChange(card.format(event.target.value))}
                    />
                  )}
                />
              ))}
            </div>
            {amountLine ? <dl className="mt-3">{amountLine}</dl> : null}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            Choose a payment method to see where to send your down payment.
          </p>
        )}
      </div>

      <Field
        name="transactionId"
        label="Transaction ID / Reference Number"
        description={details?.referenceHint ?? 'The reference number of your down payment.'}
        className="mt-5"
        render={(field) => (
          <Input autoComplete="off" maxLength={100} placeholder="e.g. 1023 456 789012" {...field} />
        )}
      />

      <p className="mt-5 flex gap-3 border-t border-border pt-4 text-sm leading-relaxed text-muted-foreground">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
        <span>{texts.paymentPolicy}</span>
      </p>
    </Card>
  );
};
