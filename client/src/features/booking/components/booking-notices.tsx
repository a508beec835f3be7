// The booking page's panels: a room that cannot be booked, the visitor's
// 'log in to book' note, the 'we kept your details' note, Room Not Found and the loading skeleton.

import { MSG } from '@domain/messages';
import { ArrowLeft, Info, RefreshCw, RotateCcw, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { BANNER_ACTION_CLASS, Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { translateMessage } from '@/lib/i18n/validation';
import { useBookingText } from '../messages';

const CONTAINER = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';

export const RoomUnavailableNotice = () => {
  const { t } = useBookingText();
  return (
    <Banner
      tone="warning"
      icon={TriangleAlert}
      role="status"
      action={
        <LinkButton href="/rooms" variant="outline" size="sm" className={BANNER_ACTION_CLASS}>
          {t('notices.browseOther')}
        </LinkButton>
      }
    >
      <div>
        <p className="font-semibold text-foreground">{translateMessage(MSG.roomUnavailable)}</p>
        <p className="text-sm text-muted-foreground">{t('notices.unavailableText')}</p>
      </div>
    </Banner>
  );
};

export const VisitorNotice = ({ loginHref }: { loginHref: string }) => {
  const { t } = useBookingText();
  return (
    <Banner
      tone="info"
      icon={Info}
      action={
        <LinkButton href={loginHref} variant="outline" size="sm" className={BANNER_ACTION_CLASS}>
          {t('notices.logIn')}
        </LinkButton>
      }
    >
      <p className="text-sm text-secondary-foreground">
        <span className="font-semibold">{t('notices.needsAccount')}</span> {t('notices.needsAccountText')}
      </p>
    </Banner>
  );
};

export const RestoredNotice = ({ onDismiss }: { onDismiss: () => void }) => {
  const { t } = useBookingText();
  return (
    <div
      role="status"
      className="flex items-center justify-between gap-3 rounded-2xl border border-success/25 bg-success/8 p-4"
    >
      <p className="flex items-center gap-3 text-sm text-foreground">
        <RotateCcw className="size-4 shrink-0 text-success" aria-hidden="true" />
        {t('notices.restored')}
      </p>
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        {t('notices.dismiss')}
      </Button>
    </div>
  );
};

/** A page-sized message in a card, in the middle of the screen. */
const CenteredNotice = ({ children }: { children: ReactNode }) => (
  <div className={`${CONTAINER} flex min-h-[60vh] items-center justify-center py-16`}>
    <Card className="max-w-md p-8 text-center sm:p-10">{children}</Card>
  </div>
);

export const RoomNotFound = () => {
  const { t } = useBookingText();
  useDocumentTitle(translateMessage(MSG.roomNotFound));
  return (
    <CenteredNotice>
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-3xl font-semibold">{translateMessage(MSG.roomNotFound)}</h1>
      <p className="mt-2 text-muted-foreground">{translateMessage(MSG.roomNotFoundText)}</p>
      <LinkButton href="/rooms" icon={ArrowLeft} className="mt-6">
        {t('notices.backToRooms')}
      </LinkButton>
    </CenteredNotice>
  );
};

export const RoomLoadError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useBookingText();
  return (
    <CenteredNotice>
      <h1 className="text-2xl font-semibold">{t('notices.loadFailed')}</h1>
      <p className="mt-2 text-muted-foreground">{t('notices.loadFailedText')}</p>
      <Button className="mt-6" onClick={onRetry}>
        <RefreshCw aria-hidden="true" /> {t('notices.tryAgain')}
      </Button>
    </CenteredNotice>
  );
};

export const BookingPageSkeleton = () => {
  const { t } = useBookingText();
  useDocumentTitle(t('title'));
  return (
    <div className={`${CONTAINER} py-10 sm:py-14`} aria-busy="true">
      <span role="status" className="sr-only">
        {t('notices.loading')}
      </span>
      <Skeleton className="h-4 w-48" />
      <Skeleton className="mt-4 h-10 w-72" />
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-8">
        <SkeletonBars className="grid gap-6" bars={['h-80 rounded-2xl', 'h-96 rounded-2xl']} />
        <Skeleton className="h-[560px] rounded-2xl" />
      </div>
    </div>
  );
};
