// One extra in the picker: a small photo, its name and description in the guest's language, its price
// ("₱450.00 per person per night"), and once added its quantity (persons for a per-person extra), a trip's
// day and the line's amount (priceAddOn: the server prices it again), with what is wrong with it.
import { ADD_ON_LIMITS, isOnADay, isPerPerson } from '@domain/add-ons';
import type { AddOnDto } from '@domain/api/add-ons';
import { formatCentavos, formatPesos } from '@domain/money';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { ResponsiveImage } from '@/components/responsive-image';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { formatDay } from '@/lib/i18n/format-day';
import { cn } from '@/lib/utils';
import { type AddOnChoice, type ExtraLine, type ExtrasStay, quantityMax, stayDays } from '../lib/extras';
import { addOnDescription, addOnMessage, addOnName, useAddOnsText } from '../messages';
import { QuantityStepper } from './quantity-stepper';

/** "₱450.00 bawat tao bawat gabi": the price and its unit in the page's language. */
export const usePriceLabel = () => {
  const { t } = useAddOnsText();
  return (addOn: Pick<AddOnDto, 'price' | 'unit'>) =>
    t('price', { price: formatPesos(addOn.price, { cents: true }), unit: t(`unit.${addOn.unit}`) });
};

const LineControls = ({
  addOn,
  line,
  stay,
  name,
  onChange,
}: {
  addOn: AddOnDto;
  line: ExtraLine;
  stay: ExtrasStay;
  name: string;
  onChange: (choice: AddOnChoice) => void;
}) => {
  const { t } = useAddOnsText();
  const id = useId();
  const { choice, problem } = line;
  const perPerson = isPerPerson(addOn.unit);
  const days = isOnADay(addOn.unit) ? stayDays(stay) : [];
  const problemId = `${id}-problem`;
  return (
    <div className="mt-3 grid gap-3 border-t border-border/70 pt-3">
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <div className="grid gap-1">
          <label htmlFor={`${id}-quantity`} className="text-xs font-medium text-muted-foreground">
            {perPerson ? t('persons') : t('quantity')}
          </label>
          <QuantityStepper
            id={`${id}-quantity`}
            value={choice.quantity}
            max={quantityMax(addOn, stay, ADD_ON_LIMITS.quantityMax)}
            label={t(perPerson ? 'personsOf' : 'quantityOf', { name })}
            lessLabel={t('less', { name })}
            moreLabel={t('more', { name })}
            invalid={problem?.field === 'quantity'}
            describedBy={problem?.field === 'quantity' ? problemId : undefined}
            onChange={(quantity) => onChange({ ...choice, quantity })}
          />
        </div>
        {isOnADay(addOn.unit) ? (
          <div className="grid min-w-44 flex-1 gap-1 sm:flex-none">
            <label htmlFor={`${id}-day`} className="text-xs font-medium text-muted-foreground">
              {t('day')}
            </label>
            <NativeSelect
              id={`${id}-day`}
              aria-label={t('dayOf', { name })}
              className="h-9"
              value={choice.day}
              aria-invalid={problem?.field === 'day' || undefined}
              aria-describedby={problem?.field === 'day' ? problemId : undefined}
              onChange={(event) => onChange({ ...choice, day: event.target.value })}
              options={days.map((day) => ({ value: day, label: formatDay(day, 'long') }))}
            >
              <option value="">{t('pickDay')}</option>
            </NativeSelect>
          </div>
        ) : null}
        <p className="ml-auto text-right">
          <span className="block text-xs text-muted-foreground">{t('amount')}</span>
          <span className="font-semibold tabular-nums" data-testid="extra-amount">
            {formatCentavos(line.amountCentavos, { cents: true })}
          </span>
        </p>
      </div>
      {problem ? (
        <p id={problemId} className="text-sm font-medium text-destructive" role="alert">
          {addOnMessage(problem.message)}
        </p>
      ) : null}
    </div>
  );
};

export const ExtraCard = ({
  addOn,
  line,
  stay,
  onAdd,
  onChange,
  onRemove,
}: {
  addOn: AddOnDto;
  /** The extra's line once added. */
  line: ExtraLine | undefined;
  stay: ExtrasStay;
  onAdd: () => void;
  onChange: (choice: AddOnChoice) => void;
  onRemove: () => void;
}) => {
  const { t, language } = useAddOnsText();
  const priceLabel = usePriceLabel();
  const name = addOnName(addOn, language);
  const description = addOnDescription(addOn, language);
  return (
    <li
      className={cn(
        'rounded-xl border bg-card p-3 transition-colors sm:p-4',
        line ? 'border-primary/45 bg-secondary/35' : 'border-border/80',
      )}
      data-testid="extra-card"
    >
      <div className="flex gap-3">
        <ResponsiveImage
          src={addOn.imagePath}
          alt=""
          sizes="96px"
          width={96}
          height={96}
          className="size-16 shrink-0 rounded-lg object-cover sm:size-20"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="font-sans text-base font-semibold leading-snug">{name}</h3>
              <p className="text-sm font-medium text-primary">{priceLabel(addOn)}</p>
            </div>
            {/* Add, or Remove once added; on a phone the icon alone, so the name and price keep their width */}
            <Button
              key={line ? 'remove' : 'add'}
              type="button"
              variant={line ? 'ghost' : 'outline'}
              size="sm"
              className={cn('shrink-0 max-sm:size-9 max-sm:px-0', line && '-mr-1 text-muted-foreground')}
              aria-label={t(line ? 'removeName' : 'addName', { name })}
              onClick={line ? onRemove : onAdd}
            >
              {line ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
              <span className="hidden sm:inline">{t(line ? 'remove' : 'add')}</span>
            </Button>
          </div>
          {description ? (
            <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{description}</p>
          ) : null}
          {addOn.dailyLimit ? (
            <p className="mt-1 text-xs text-muted-foreground">
              {t('dailyLimit', { count: addOn.dailyLimit })}
            </p>
          ) : null}
        </div>
      </div>
      {line ? <LineControls addOn={addOn} line={line} stay={stay} name={name} onChange={onChange} /> : null}
    </li>
  );
};
