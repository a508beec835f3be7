// The cottages free on the chosen day, each a card to pick (photo, name, "good for N persons", the price
// for the day), beside "No cottage": one radio group, so the keyboard moves between them as in any group.

import type { CottageDto } from '@domain/api-types';
import { SITE_IMAGES } from '@domain/images';
import { formatPesos } from '@domain/money';
import { Sun, Tent, Users } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { ResponsiveImage } from '@/components/responsive-image';
import { FormField, FormItem, FormMessage, useFormField } from '@/components/ui/form';
import { IconHeading } from '@/components/ui/icon-badge';
import { translateMessage } from '@/lib/i18n/validation';
import { cn } from '@/lib/utils';
import type { DayTourValues } from '../lib/day-tour-form';
import { useDayToursText } from '../messages';

/** A cottage without a photo of its own shows the boardwalk to the beach. */
const NO_PHOTO = SITE_IMAGES.gallery.find((image) => image.base.endsWith('boardwalk'))?.base;

const CARD =
  'relative flex h-full cursor-pointer overflow-hidden rounded-xl border border-input bg-white transition-colors hover:border-primary/50 has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

type Choice = { value: string; onChange: (value: string) => void; name: string };

/** One choice of the group: a hidden radio the card's label wraps. */
const radioOf = (choice: Choice, value: string) => ({
  type: 'radio' as const,
  name: choice.name,
  value,
  checked: choice.value === value,
  onChange: () => choice.onChange(value),
  className: 'peer sr-only',
});

const CottageCard = ({ cottage, choice }: { cottage: CottageDto; choice: Choice }) => {
  const { t } = useDayToursText();
  return (
    // on a phone a row (photo beside the words), from sm a card with the photo on top
    <label className={cn(CARD, 'sm:flex-col')} data-testid="cottage-card">
      <input {...radioOf(choice, cottage.id)} />
      <ResponsiveImage
        src={cottage.imagePath}
        fallback={NO_PHOTO}
        alt={t('cottages.picture', { name: cottage.name })}
        sizes="(min-width: 1024px) 240px, (min-width: 640px) 50vw, 100vw"
        className="w-28 shrink-0 bg-muted object-cover sm:aspect-[16/10] sm:w-full"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1 p-3.5">
        <span className="font-semibold text-foreground">{cottage.name}</span>
        <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Users className="size-3.5" aria-hidden="true" />
          {t('cottages.goodFor', { count: cottage.capacity })}
        </span>
        <span className="mt-auto pt-1 text-sm">
          <span className="font-semibold tabular-nums text-primary">{formatPesos(cottage.price)}</span>{' '}
          <span className="text-muted-foreground">{t('cottages.perDay')}</span>
        </span>
      </span>
    </label>
  );
};

const CottageGroup = ({ cottages, choice }: { cottages: readonly CottageDto[]; choice: Choice }) => {
  const { t } = useDayToursText();
  const { invalid, messageId } = useFormField();
  return (
    <fieldset className="mt-5" aria-describedby={invalid ? messageId : undefined}>
      <legend className="sr-only">{t('cottages.title')}</legend>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <label className={cn(CARD, 'flex-col justify-center p-4')}>
          <input {...radioOf(choice, '')} />
          <Sun className="size-6 text-accent-hover" aria-hidden="true" />
          <span className="mt-2 font-semibold text-foreground">{t('cottages.none')}</span>
          <span className="text-sm text-muted-foreground">{t('cottages.noneText')}</span>
        </label>
        {cottages.map((cottage) => (
          <CottageCard key={cottage.id} cottage={cottage} choice={choice} />
        ))}
      </div>
      <FormMessage className="mt-2" />
    </fieldset>
  );
};

export const CottagePicker = ({
  cottages,
  notice,
}: {
  cottages: readonly CottageDto[];
  notice?: string | null;
}) => {
  const { t } = useDayToursText();
  const { control } = useFormContext<DayTourValues>();
  return (
    <section aria-labelledby="cottages-title">
      <IconHeading id="cottages-title" icon={Tent} title={t('cottages.title')} text={t('cottages.text')} />
      {notice ? (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-warning/10 px-3 py-2 text-sm font-medium text-foreground"
        >
          {translateMessage(notice)}
        </p>
      ) : null}
      {cottages.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{t('cottages.noneFree')}</p>
      ) : (
        <FormField
          control={control}
          name="cottageId"
          render={({ field }) => (
            <FormItem className="block">
              <CottageGroup
                cottages={cottages}
                choice={{ value: field.value, onChange: field.onChange, name: field.name }}
              />
            </FormItem>
          )}
        />
      )}
    </section>
  );
};
