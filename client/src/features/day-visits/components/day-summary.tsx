// The summary beside the form: the day's price while it is worked out, when it failed, and once known
// (DayQuote), with the one action: log in to book (and come back), or Book Now.

import type { DayVisitDayDto } from '@domain/api-types';
import { LogIn, ReceiptText, RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconHeading } from '@/components/ui/icon-badge';
import { SkeletonBars, Spinner } from '@/components/ui/skeleton';
import { useHydrated } from '@/hooks/use-hydrated';
import { ApiError } from '@/lib/api';
import { translateMessage } from '@/lib/i18n/validation';
import { useDayToursText } from '../messages';
import { DayQuote } from './day-quote';

export type SummaryState = {
  day: DayVisitDayDto | undefined;
  error: unknown;
  loading: boolean;
  /** The answer shown is an earlier party's while the new one loads. */
  updating: boolean;
  /** The party is more than the places left. */
  tooMany: boolean;
  onRetry: () => void;
};

type ActionProps = {
  formId: string;
  signedIn: boolean;
  userLoading: boolean;
  pending: boolean;
  bookable: boolean;
};

const Action = ({ formId, signedIn, userLoading, pending, bookable }: ActionProps) => {
  const { t } = useDayToursText();
  const hydrated = useHydrated();
  const busy = pending || (signedIn && !bookable) || userLoading;
  return (
    // the button submits the form from outside it: like the form, it waits for the script
    <fieldset disabled={!hydrated} className="mt-5 grid gap-2">
      <Button type="submit" form={formId} size="lg" className="w-full" disabled={busy} aria-disabled={busy}>
        {pending ? (
          <>
            <Spinner className="size-4" label={t('book.booking')} /> {t('book.booking')}
          </>
        ) : userLoading ? (
          <>
            <Spinner className="size-4" label={t('book.checkingSignIn')} /> {t('book.bookNow')}
          </>
        ) : signedIn ? (
          t('book.bookNow')
        ) : (
          <>
            <LogIn aria-hidden="true" /> {t('book.logInToBook')}
          </>
        )}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        {signedIn || userLoading ? t('book.confirmedOnce') : t('book.signInFirst')}
      </p>
    </fieldset>
  );
};

const Problem = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useDayToursText();
  const noPass = error instanceof ApiError && error.status === 404;
  const refused = error instanceof ApiError && error.status < 500 && !noPass;
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-warning/30 bg-warning/8 p-4 text-sm">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <div className="grid gap-2">
        <p className="font-medium text-foreground">
          {noPass
            ? t('quote.unavailable')
            : refused
              ? translateMessage(error.serverMessage ?? '')
              : t('quote.failed')}
        </p>
        {noPass || refused ? null : (
          <Button type="button" size="sm" variant="outline" className="justify-self-start" onClick={onRetry}>
            <RefreshCw aria-hidden="true" /> {t('quote.retry')}
          </Button>
        )}
      </div>
    </div>
  );
};

export const DaySummary = ({ state, action }: { state: SummaryState; action: ActionProps }) => {
  const { t } = useDayToursText();
  const quote = state.day?.quote;
  return (
    <Card className="p-5 sm:p-6" aria-busy={state.loading || state.updating}>
      <div className="flex items-start justify-between gap-3">
        <IconHeading icon={ReceiptText} title={t('quote.label')} />
        {state.updating ? (
          <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Spinner className="size-3" label={t('quote.updating')} /> {t('quote.updating')}
          </span>
        ) : null}
      </div>
      <div className="mt-5" aria-live="polite">
        {state.error && !state.updating ? (
          <Problem error={state.error} onRetry={state.onRetry} />
        ) : quote ? (
          <DayQuote quote={quote} />
        ) : (
          <div>
            <p className="sr-only">{t('quote.loading')}</p>
            <SkeletonBars
              bars={['h-4 w-3/4', 'h-4 w-1/2', 'h-4 w-2/3', 'h-8 w-full']}
              className="grid gap-3"
            />
          </div>
        )}
        {state.tooMany && state.day ? (
          <p
            role="alert"
            className="mt-4 rounded-lg bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
          >
            {state.day.capacityLeft > 0
              ? t('facts.tooMany', { count: state.day.capacityLeft })
              : t('facts.full')}
          </p>
        ) : null}
      </div>
      <Action {...action} bookable={action.bookable && Boolean(quote) && !state.tooMany && !state.error} />
    </Card>
  );
};
