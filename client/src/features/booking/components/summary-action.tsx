// The Booking Summary's action, by the form's submit mode: check the dates, retry a failed check, log in
// to book, or Book Now (with a spinner while the booking or the sign-in check is on its way).

import { LoaderCircle, LogIn, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/skeleton';
import { useHydrated } from '@/hooks/use-hydrated';
import type { SubmitMode } from '../lib/stay-check';
import { useBookingText } from '../messages';

type ActionProps = {
  formId: string;
  mode: SubmitMode;
  pending: boolean;
  /** Asks again after a failed availability check. */
  onRetry: () => void;
};

const BookNowButton = ({ formId, mode, pending }: Omit<ActionProps, 'onRetry'>) => {
  const { t } = useBookingText();
  return (
    <Button
      type="submit"
      form={formId}
      size="lg"
      className="w-full"
      disabled={pending || mode !== 'book'}
      aria-disabled={pending || mode !== 'book'}
    >
      {pending ? (
        <>
          <Spinner className="size-4" label={t('summary.booking')} /> {t('summary.bookingNow')}
        </>
      ) : mode === 'unavailable' ? (
        t('summary.unavailable')
      ) : mode === 'checking' ? (
        <>
          <Spinner className="size-4" label={t('summary.checkingSignIn')} /> {t('summary.bookNow')}
        </>
      ) : (
        t('summary.bookNow')
      )}
    </Button>
  );
};

const ModeAction = ({ formId, mode, pending, onRetry }: ActionProps) => {
  const { t } = useBookingText();
  if (mode === 'dates')
    return (
      <Button type="submit" form={formId} size="lg" className="w-full">
        {t('summary.checkAvailability')}
      </Button>
    );
  if (mode === 'checking-dates')
    return (
      <Button type="button" size="lg" className="w-full" disabled aria-disabled>
        <LoaderCircle className="animate-spin" aria-hidden="true" /> {t('summary.checkingDates')}
      </Button>
    );
  if (mode === 'check-failed')
    return (
      <Button type="button" size="lg" variant="outline" className="w-full" onClick={onRetry}>
        <RefreshCw aria-hidden="true" /> {t('availability.retry')}
      </Button>
    );
  if (mode === 'taken')
    return (
      <p className="rounded-xl border border-dashed border-destructive/40 px-4 py-3 text-center text-sm font-medium text-foreground">
        {t('summary.pickFreeDates')}
      </p>
    );
  if (mode === 'login')
    return (
      <Button type="submit" form={formId} size="lg" className="w-full">
        <LogIn aria-hidden="true" /> {t('summary.logInToBook')}
      </Button>
    );
  return <BookNowButton formId={formId} mode={mode} pending={pending} />;
};

export const SummaryAction = (props: ActionProps) => {
  const { t } = useBookingText();
  const hydrated = useHydrated();
  const { mode } = props;
  return (
    // these buttons submit the form from outside it: like the form, they wait for the script
    <fieldset disabled={!hydrated} className="grid gap-2">
      <ModeAction {...props} />
      <p className="text-center text-xs text-muted-foreground">
        {mode === 'login'
          ? t('summary.signInFirst')
          : mode === 'book' || mode === 'unavailable' || mode === 'checking'
            ? t('summary.confirmedOnce')
            : t('summary.checkFirst')}
      </p>
    </fieldset>
  );
};
