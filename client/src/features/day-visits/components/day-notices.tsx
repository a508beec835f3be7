// The notes above the day tour's form: a visitor's "booking needs an account" (with the way to log in
// and back), and a booking the server refused because the cottage was just taken or the day filled up.

import { Info, LogIn, TriangleAlert } from 'lucide-react';
import { useLocation } from 'wouter';
import { BANNER_ACTION_CLASS, Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { translateMessage } from '@/lib/i18n/validation';
import { useDayToursText } from '../messages';

export const VisitorNotice = ({ loginHref }: { loginHref: () => string }) => {
  const { t } = useDayToursText();
  const [, navigate] = useLocation();
  return (
    <Banner
      tone="info"
      icon={Info}
      action={
        // the link is built when followed: it carries the day and party picked by then
        <Button
          type="button"
          variant="outline"
          size="sm"
          className={BANNER_ACTION_CLASS}
          onClick={() => navigate(loginHref())}
        >
          <LogIn aria-hidden="true" /> {t('book.logInToBook')}
        </Button>
      }
    >
      <div>
        <p className="font-semibold text-foreground">{t('book.needsAccount')}</p>
        <p className="text-sm text-muted-foreground">{t('book.needsAccountText')}</p>
      </div>
    </Banner>
  );
};

export const RefusedNotice = ({ message }: { message: string }) => {
  const { t } = useDayToursText();
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-2xl border border-destructive/30 bg-destructive/8 p-4 sm:p-5"
      data-testid="day-refused"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div>
        <p className="font-semibold text-foreground">{translateMessage(message)}</p>
        <p className="text-sm text-muted-foreground">{t('book.refreshed')}</p>
      </div>
    </div>
  );
};
