// Sell a walk-in pass at the gate: the guest (found by email or made, as the desk's walk-in customer),
// the party and maybe a free cottage, paid in full by cash (its receipt number) or GCash (its reference);
// the price is the server's, read live as the form changes. The sale checks the guest in at once.

import type { GateDayDto } from '@domain/api/gate';
import { formatPesos } from '@domain/money';
import { gateWalkInSchema } from '@domain/schemas/gate';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, fieldFor } from '@/components/ui/form';
import { Input, NativeSelect } from '@/components/ui/input';
import { WholeNumberInput } from '@/components/ui/whole-number-input';
import type { DayQuery } from '@/features/day-visits';
import { useZodForm } from '@/hooks/use-zod-form';
import { showSuccess } from '@/lib/notify';
import { useDayVisitPrice } from '../api/gate-day';
import { useSellGatePass } from '../api/sell-gate-pass';
import { guestName } from '../lib/front-desk-view';
import { type GateT, gateMessage, showGateError, useGateText } from '../lib/gate-text';
import { GateCard } from './gate-card';
import { GateSalePrice } from './gate-sale-price';

type Values = z.input<typeof gateWalkInSchema>;
type Output = z.output<typeof gateWalkInSchema>;
const Field = fieldFor<Values>();

const DEFAULTS: Values = {
  firstName: '',
  lastName: '',
  email: '',
  adults: '1',
  kids: '0',
  infants: '0',
  discountGuests: '0',
  cottageId: '',
  paymentMethod: 'cash',
  transactionId: '',
};

const count = (value: unknown) =>
  typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value) : -1;

/** The party as the public day read takes it; null while a count is not a whole number yet. */
const partyOf = (date: string, values: Partial<Values>): DayQuery | null => {
  const [adults, kids, infants, discountGuests] = [
    values.adults,
    values.kids,
    values.infants,
    values.discountGuests,
  ].map((value) => (typeof value === 'number' ? value : count(value)));
  if (adults! < 1 || kids! < 0 || infants! < 0 || discountGuests! < 0) return null;
  return {
    date,
    adults: adults!,
    kids: kids!,
    infants: infants!,
    discountGuests: discountGuests!,
    cottageId: String(values.cottageId ?? ''),
  };
};

const NumberField = ({ name, label, help }: { name: keyof Values; label: string; help?: string }) => (
  <Field
    name={name}
    label={label}
    description={help}
    render={(field) => <WholeNumberInput {...field} max={20} />}
  />
);

const GuestFields = ({ t }: { t: GateT }) => (
  <div className="grid gap-3 sm:grid-cols-2">
    <Field
      name="firstName"
      label={t('sale.firstName')}
      render={(field) => <Input {...field} autoComplete="off" maxLength={80} />}
    />
    <Field
      name="lastName"
      label={t('sale.lastName')}
      render={(field) => <Input {...field} autoComplete="off" maxLength={80} />}
    />
    <Field
      name="email"
      label={t('sale.email')}
      description={t('sale.emailHelp')}
      className="sm:col-span-2"
      render={(field) => <Input {...field} type="email" inputMode="email" autoComplete="off" />}
    />
  </div>
);

const PaymentFields = ({ t, method }: { t: GateT; method: unknown }) => (
  <div className="grid gap-3 sm:grid-cols-2">
    <Field
      name="paymentMethod"
      label={t('sale.method')}
      render={(field) => (
        <NativeSelect
          {...field}
          options={[
            { value: 'cash', label: t('sale.cash') },
            { value: 'gcash', label: t('sale.gcash') },
          ]}
        />
      )}
    />
    <Field
      name="transactionId"
      label={method === 'gcash' ? t('sale.reference') : t('sale.receipt')}
      render={(field) => <Input {...field} autoComplete="off" maxLength={100} />}
    />
  </div>
);

export const GateSaleForm = ({ day }: { day: GateDayDto }) => {
  const { t } = useGateText();
  const sell = useSellGatePass();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const form = useZodForm(gateWalkInSchema, { defaultValues: DEFAULTS });
  const values = useWatch({ control: form.control });
  const price = useDayVisitPrice(partyOf(day.date, values));

  const onValid = (sale: Output) =>
    sell.mutate(
      { sale, idempotencyKey },
      {
        onSuccess: (visit) => {
          showSuccess(
            t('sale.sold', {
              code: visit.referenceCode,
              name: guestName(visit.user),
              amount: formatPesos(visit.paidAmount, { cents: true }),
            }),
          );
          form.reset(DEFAULTS);
          setIdempotencyKey(crypto.randomUUID());
        },
        onError: (error) => showGateError(t, error, t('sale.failed')),
      },
    );

  return (
    <GateCard icon={Ticket} title={t('sale.title')} intro={t('sale.intro')}>
      <Form form={form} idPrefix="gate" messageText={(message) => gateMessage(t, message)}>
        <form
          noValidate
          onSubmit={form.handleSubmit(onValid)}
          className="mt-4 grid gap-4"
          aria-label={t('sale.title')}
        >
          <GuestFields t={t} />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <NumberField name="adults" label={t('sale.adults')} />
            <NumberField name="kids" label={t('sale.kids')} />
            <NumberField name="infants" label={t('sale.infants')} />
            <NumberField name="discountGuests" label={t('sale.discountGuests')} />
          </div>
          <p className="-mt-2 text-xs text-muted-foreground">{t('sale.discountHelp')}</p>
          <Field
            name="cottageId"
            label={t('sale.cottage')}
            render={(field) => (
              <NativeSelect
                {...field}
                value={String(field.value ?? '')}
                options={[
                  { value: '', label: t('sale.noCottage') },
                  ...day.offer.cottages.map((cottage) => ({
                    value: cottage.id,
                    label: `${cottage.name} · ${formatPesos(cottage.price)}`,
                  })),
                ]}
              />
            )}
          />
          <PaymentFields t={t} method={values.paymentMethod} />
          <GateSalePrice quote={price.data?.quote} loading={price.isFetching} error={price.error} />
          <Button type="submit" className="justify-self-start" disabled={sell.isPending}>
            {sell.isPending ? t('sale.selling') : t('sale.submit')}
          </Button>
        </form>
      </Form>
    </GateCard>
  );
};
