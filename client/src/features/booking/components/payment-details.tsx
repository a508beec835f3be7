// Where the down payment goes for the chosen method: our GCash or BDO account (numbers to copy) and the
// amount to send now, or for a card the fields that help the guest prepare the payment at the desk
// (never sent anywhere: their formatters clean and cap what is typed or pasted), or a prompt to choose.

import { formatCentavos } from '@domain/money';
import { formatCardNumber, formatCvv, formatExpiry } from '@domain/schemas/booking';
import { CreditCard, Lock } from 'lucide-react';
import { CopyButton } from '@/components/ui/copy-button';
import { fieldFor } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { CARD_FIELDS, PaymentValues } from '../lib/booking-form';
import { type Translate, useBookingText } from '../messages';

const Field = fieldFor<PaymentValues>();

/** The card fields, each with the formatter that cleans and caps what is typed or pasted. */
const CARD_INPUTS: ReadonlyArray<{
  name: (typeof CARD_FIELDS)[number];
  placeholder: string;
  format: (typed: string) => string;
  className?: string;
  type?: 'password';
}> = [
  {
    name: 'cardNumber',
    placeholder: '1234 5678 9012 3456',
    format: formatCardNumber,
    className: 'col-span-2',
  },
  { name: 'cardExpiry', placeholder: 'MM/YY', format: formatExpiry },
  { name: 'cardCvv', placeholder: '123', format: formatCvv, type: 'password' },
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
const accountsFor = (
  texts: PaymentTexts,
  t: Translate,
): Record<string, { title: string; lines: AccountLineProps[] }> => ({
  GCash: {
    title: t('payment.gcashTitle'),
    lines: [
      { label: t('payment.gcashNumber'), value: texts.gcashNumber, copy: true },
      { label: t('payment.accountName'), value: texts.gcashName },
    ],
  },
  BankTransfer: {
    title: t('payment.bdoTitle'),
    lines: [
      { label: t('payment.bank'), value: 'BDO Unibank' },
      { label: t('payment.accountNumber'), value: texts.bdoAccount, copy: true },
      { label: t('payment.accountName'), value: texts.bdoName },
    ],
  },
});

const AccountLine = ({ label, value, copy }: AccountLineProps) => {
  const { t } = useBookingText();
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-1 text-right text-sm font-semibold">
        <span className={cn(copy && 'tabular-nums tracking-wide')}>{value}</span>
        {copy ? (
          <CopyButton
            value={value.replace(/\s+/g, '')}
            label={t('payment.copy', { what: label.toLowerCase() })}
          />
        ) : null}
      </dd>
    </div>
  );
};

export const PaymentDetails = ({
  method,
  cardPayments,
  texts,
  downPaymentCentavos,
}: {
  method: string;
  cardPayments: boolean;
  texts: PaymentTexts;
  downPaymentCentavos: number | null;
}) => {
  const { t } = useBookingText();
  const account = accountsFor(texts, t)[method];
  const amountLine =
    downPaymentCentavos !== null ? (
      <div className="flex items-center justify-between gap-3 border-t border-border/80 pt-2">
        <dt className="text-sm text-muted-foreground">{t('payment.amountNow')}</dt>
        <dd className="text-sm font-semibold">{formatCentavos(downPaymentCentavos)}</dd>
      </div>
    ) : null;

  return (
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
      ) : method === 'Card' && cardPayments ? (
        <>
          <h3 className="font-sans text-sm font-semibold">{t('payment.cardDetails')}</h3>
          <p className="mt-2 flex items-start gap-2 rounded-lg bg-secondary/70 px-3 py-2 text-sm font-medium text-secondary-foreground">
            <CreditCard className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('payment.cardCharged')}
          </p>
          <p className="mt-2 flex items-start gap-2 text-xs text-muted-foreground">
            <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            {t('payment.cardSafety')}
          </p>
          <div className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {CARD_INPUTS.map((card) => (
              <Field
                key={card.name}
                name={card.name}
                label={t(`payment.${card.name}`)}
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
        <p className="text-sm text-muted-foreground">{t('payment.chooseMethod')}</p>
      )}
    </div>
  );
};
