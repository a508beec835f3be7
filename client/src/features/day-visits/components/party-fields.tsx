// "Your day": the date (today up to the booking horizon), adults, children and infants, how many of
// them are senior citizens or PWDs, and, under the day's facts and the cottages, special requests.

import { lastBookableCheckin, type StayLimits } from '@domain/stay-limits';
import { useFormContext, useWatch } from 'react-hook-form';
import { fieldFor } from '@/components/ui/form';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { countChoices } from '@/features/booking';
import { type DayTourValues, headsOf, MOST_HEADS } from '../lib/day-tour-form';
import { useDayToursText } from '../messages';

const Field = fieldFor<DayTourValues>();

const COUNTS = [
  { name: 'adults', from: 1, choice: 'day.adultChoice' },
  { name: 'kids', from: 0, choice: 'day.kidChoice' },
  { name: 'infants', from: 0, choice: 'day.infantChoice' },
] as const;

export const PartyFields = ({ today, limits }: { today: string; limits: StayLimits }) => {
  const { t } = useDayToursText();
  const { control } = useFormContext<DayTourValues>();
  const [adults, kids] = useWatch({ control, name: ['adults', 'kids'] });
  // infants pay nothing, so the discount counts the paying heads only
  const paying = headsOf({ adults, kids, infants: '0', discountGuests: '0' });
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Field
        name="date"
        label={t('day.date')}
        className="sm:col-span-2 lg:col-span-1"
        render={(field) => (
          <Input type="date" min={today} max={lastBookableCheckin(today, limits)} {...field} />
        )}
      />
      {COUNTS.map((count) => (
        <Field
          key={count.name}
          name={count.name}
          label={t(`day.${count.name}`)}
          render={(field) => (
            <NativeSelect
              {...field}
              options={countChoices(count.from, MOST_HEADS, (n) => t(count.choice, { count: n }))}
            />
          )}
        />
      ))}
      <Field
        name="discountGuests"
        label={t('day.seniors')}
        description={t('day.seniorsHelp')}
        className="sm:col-span-2 lg:col-span-4"
        render={(field) => (
          <NativeSelect
            {...field}
            options={countChoices(0, Math.max(paying.adults + paying.kids, Number(field.value) || 0), (n) =>
              t('day.guestChoice', { count: n }),
            )}
          />
        )}
      />
    </div>
  );
};

export const RequestsField = () => {
  const { t } = useDayToursText();
  return (
    <Field
      name="specialRequests"
      label={t('day.requests')}
      description={t('day.requestsHelp')}
      render={(field) => <Textarea rows={3} maxLength={2000} {...field} />}
    />
  );
};
