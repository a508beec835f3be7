// The desk's Add extra: pick an extra on offer, how many (persons for a per-person one) and, for a trip,
// its day within the stay; the price as the domain reckons it, then POST to the desk's route. The
// server prices the line itself; its refusals (a full day: "Island hopping is full on ...") show here.

import { ADD_ON_LIMITS, ADD_ON_UNIT_LABELS, addOnPriceLabel, isOnADay, isPerPerson } from '@domain/add-ons';
import type { AddOnDto } from '@domain/api/add-ons';
import type { ReservationDto } from '@domain/api-types';
import { formatDay } from '@domain/dates';
import { formatCentavos, toCentavos } from '@domain/money';
import { useEffect, useState } from 'react';
import { fieldFor } from '@/components/ui/form';
import { DialogFacts, FormDialog, type ItemDialogProps, mountedForItem } from '@/components/ui/form-dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { ApiError } from '@/lib/api';
import { showActionError } from '@/lib/notify';
import { useDeskAddAddOns } from '../api/desk-add-ons';
import { useAddOns } from '../api/get-add-ons';
import {
  type AddExtraOutput,
  type AddExtraValues,
  addExtraFormSchema,
  linePrice,
  lineProblem,
  priceReason,
  tripDays,
} from '../lib/add-extra-form';

const Field = fieldFor<AddExtraValues>();

export type AddExtraState = { reservation: ReservationDto; today: string };

const defaults = (days: readonly string[], today: string): AddExtraValues => ({
  addOnId: '',
  quantity: '1',
  day: days.includes(today) ? today : (days[0] ?? ''),
});

const PriceFact = ({
  addOn,
  stay,
  quantity,
}: {
  addOn: AddOnDto | undefined;
  stay: ReservationDto;
  quantity: number;
}) =>
  addOn && Number.isInteger(quantity) && quantity >= 1 ? (
    <p className="rounded-xl bg-muted/70 px-3 py-2 text-sm" data-testid="add-extra-price">
      <span className="text-muted-foreground">
        {addOnPriceLabel({ unit: addOn.unit, priceCentavos: toCentavos(addOn.price) })}{' '}
        {priceReason(addOn, stay, quantity)} ={' '}
      </span>
      <span className="font-semibold tabular-nums">
        {formatCentavos(linePrice(addOn, stay, quantity), { cents: true })}
      </span>
    </p>
  ) : null;

/** The booking's stay and party, above the dialog's fields. */
const StayFacts = ({ stay }: { stay: ReservationDto }) => {
  const persons = stay.adults + stay.kids;
  return (
    <DialogFacts
      className="grid-cols-2"
      facts={[
        { label: 'Stay', value: `${formatDay(stay.checkin)} – ${formatDay(stay.checkout)}` },
        { label: 'Guests', value: `${persons} ${persons === 1 ? 'person' : 'persons'}` },
      ]}
    />
  );
};

/** The extra, how many (persons for a per-person one, up to the party) and, for a trip, its day. */
const AddExtraFields = ({
  addOns,
  loading,
  chosen,
  persons,
  days,
  today,
}: {
  addOns: AddOnDto[];
  loading: boolean;
  chosen: AddOnDto | undefined;
  persons: number;
  days: readonly string[];
  today: string;
}) => (
  <>
    <Field
      name="addOnId"
      label="Extra"
      render={(field) => (
        <NativeSelect
          {...field}
          aria-required="true"
          disabled={loading}
          options={addOns.map((addOn) => ({
            value: addOn.id,
            label: `${addOn.nameEn} · ${addOnPriceLabel({ unit: addOn.unit, priceCentavos: toCentavos(addOn.price) })}`,
          }))}
        >
          <option value="" disabled>
            {loading ? 'Loading extras…' : addOns.length ? 'Choose an extra…' : 'No extras are offered'}
          </option>
        </NativeSelect>
      )}
    />
    <div className="grid gap-3 sm:grid-cols-2">
      <Field
        name="quantity"
        className="content-start"
        label={chosen && isPerPerson(chosen.unit) ? 'Persons' : 'Quantity'}
        description={
          chosen && isPerPerson(chosen.unit)
            ? `Up to ${persons}, the party.`
            : chosen
              ? ADD_ON_UNIT_LABELS[chosen.unit]
              : undefined
        }
        render={(field) => (
          <Input
            {...field}
            type="number"
            min={1}
            max={chosen && isPerPerson(chosen.unit) ? persons : ADD_ON_LIMITS.quantityMax}
            inputMode="numeric"
            autoComplete="off"
            aria-required="true"
          />
        )}
      />
      {chosen && isOnADay(chosen.unit) ? (
        <Field
          name="day"
          className="content-start"
          label="Day of the trip"
          render={(field) => (
            <NativeSelect
              {...field}
              aria-required="true"
              options={days.map((day) => ({
                value: day,
                label: `${formatDay(day)}${day === today ? ' (today)' : ''}`,
              }))}
            />
          )}
        />
      ) : null}
    </div>
  </>
);

const AddExtraForm = ({ item: { reservation, today }, onOpenChange }: ItemDialogProps<AddExtraState>) => {
  const offered = useAddOns();
  const add = useDeskAddAddOns(reservation.id);
  const days = tripDays(reservation, today);
  const form = useZodForm(addExtraFormSchema, {
    defaultValues: defaults(days, today) as unknown as Parameters<
      typeof useZodForm<typeof addExtraFormSchema>
    >[1]['defaultValues'],
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const addOns = offered.data ?? [];
  const [chosenId, typedQuantity, day] = form.watch(['addOnId', 'quantity', 'day']);
  const chosen = addOns.find((addOn) => addOn.id === chosenId);
  const quantity = Number(typedQuantity);
  // the server's refusal was about the line as it was: a changed line has not been refused
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the line changes
  useEffect(() => setRefusal(null), [chosenId, typedQuantity, day]);
  const persons = reservation.adults + reservation.kids;

  const onValid = async (values: AddExtraOutput) => {
    if (add.isPending || !chosen) return;
    const problem = lineProblem(chosen, reservation, values);
    if (problem) return form.setError(problem.field, { message: problem.message }, { shouldFocus: true });
    setRefusal(null);
    const line = {
      addOnId: chosen.id,
      quantity: values.quantity,
      ...(isOnADay(chosen.unit) ? { day: values.day } : {}),
    };
    try {
      const saved = await add.mutateAsync({ reservationId: reservation.id, lines: [line] });
      toast({
        title: 'Extra added',
        description: `${chosen.nameEn} × ${values.quantity} added to ${saved.referenceCode}. New total ${formatCentavos(toCentavos(saved.totalAmount), { cents: true })}.`,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.serverMessage && error.status !== 401 && error.status !== 403)
        setRefusal(error.serverMessage);
      else showActionError(error, 'The extra could not be added.');
    }
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      className="sm:max-w-lg"
      testId="add-extra-dialog"
      form={form}
      onValid={onValid}
      idPrefix="add-extra"
      title="Add extra"
      description={`For ${reservation.user.firstName} ${reservation.user.lastName}, ${reservation.room?.name ?? 'no room'} (${reservation.referenceCode}). The amount goes on the booking's bill.`}
      summary={<StayFacts stay={reservation} />}
      error={refusal}
      submitLabel="Add extra"
      pendingLabel="Adding…"
      pending={add.isPending}
      submitDisabled={!addOns.length}
    >
      <AddExtraFields
        addOns={addOns}
        loading={offered.isLoading}
        chosen={chosen}
        persons={persons}
        days={days}
        today={today}
      />
      <PriceFact addOn={chosen} stay={reservation} quantity={quantity} />
    </FormDialog>
  );
};

/** Keyed by the booking, so each opening starts empty. */
export const AddExtraDialog = mountedForItem(AddExtraForm, (state) => state.reservation.id);
