// The room form's fields other than the photos: name, description, price and status, the guest limits
// (max adults 1-6, max kids 0-4, max occupancy), the extra-guest pricing (good for N persons, the charge
// per extra adult and child per night) and the comma-separated amenities with a preview.

import { MAX_ADULTS_CHOICES, MAX_KIDS_CHOICES, ROOM_STATUS_LABELS, ROOM_STATUSES } from '@domain/constants';
import { parseAmenityList } from '@domain/schemas/admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { fieldFor } from '@/components/ui/form';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import type { RoomFormValues } from './room-form';

const Field = fieldFor<RoomFormValues>();

const GUEST_LIMITS = [
  { name: 'maxAdults', label: 'Max adults', choices: MAX_ADULTS_CHOICES },
  { name: 'maxKids', label: 'Max kids', choices: MAX_KIDS_CHOICES },
] as const;

const STATUS_OPTIONS = ROOM_STATUSES.map((status) => ({ value: status, label: ROOM_STATUS_LABELS[status] }));

/** What the typed list becomes once saved, e.g. '3 amenities: WiFi · Pool · Bar'. */
const AmenitiesField = () => {
  const { control } = useFormContext<RoomFormValues>();
  const amenities = parseAmenityList(useWatch({ control, name: 'amenities' }));
  return (
    <Field
      name="amenities"
      label="Amenities (comma-separated)"
      description={amenities.length ? `${amenities.length} amenities: ${amenities.join(' · ')}` : undefined}
      render={(field) => <Input {...field} placeholder="Air Conditioning, WiFi, Ocean View" />}
    />
  );
};

export const RoomDetailsFields = () => (
  <>
    <Field
      name="name"
      label="Room name"
      render={(field) => <Input {...field} placeholder="Ocean View Deluxe" maxLength={120} />}
    />
    <Field
      name="description"
      label="Description"
      render={(field) => <Textarea {...field} rows={3} maxLength={5000} />}
    />
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        name="basePrice"
        label="Base price per night (₱)"
        render={(field) => <Input {...field} inputMode="decimal" placeholder="4500" />}
      />
      <Field
        name="status"
        label="Status"
        render={(field) => <NativeSelect {...field} options={STATUS_OPTIONS} />}
      />
    </div>
    <div className="grid grid-cols-3 items-end gap-3">
      {GUEST_LIMITS.map((limit) => (
        <Field
          key={limit.name}
          name={limit.name}
          label={limit.label}
          render={(field) => (
            <NativeSelect
              {...field}
              options={limit.choices}
              onChange={(e) => field.onChange(Number(e.target.value))}
            />
          )}
        />
      ))}
      <Field
        name="maxOccupancy"
        label="Max occupancy"
        render={(field) => <Input {...field} type="number" min={1} max={10} />}
      />
    </div>
    <div className="grid grid-cols-3 items-start gap-3">
      <Field
        name="baseOccupancy"
        label="Good for (persons)"
        description="Included in the price"
        render={(field) => <Input {...field} type="number" min={1} max={10} />}
      />
      <Field
        name="extraAdultCharge"
        label="Per extra adult / night (₱)"
        render={(field) => <Input {...field} inputMode="decimal" placeholder="0" />}
      />
      <Field
        name="extraChildCharge"
        label="Per extra child / night (₱)"
        render={(field) => <Input {...field} inputMode="decimal" placeholder="0" />}
      />
    </div>
    <AmenitiesField />
  </>
);
