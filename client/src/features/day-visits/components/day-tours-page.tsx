// /day-tours (docs/adr/0063): a family books a day at the beach. Anyone may pick a date and the party
// and see the day (its type, hours, child rule, places left), its free cottages and the price line by
// line, asked of the server as they change; booking needs a signed-in guest (a visitor logs in and comes
// back to this day), and pays as for a room: the 30% down payment and its reference, verified by the desk.

import { toCentavos } from '@domain/money';
import { CalendarHeart } from 'lucide-react';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { PAGE_CONTAINER } from '@/components/photo-hero';
import { Card } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { IconHeading } from '@/components/ui/icon-badge';
import { SkeletonBars } from '@/components/ui/skeleton';
import { ResortPaymentSection } from '@/features/booking';
import { headsOf } from '../lib/day-tour-form';
import { useDayBooking } from '../lib/use-day-booking';
import { useDayAnswer, useDayTourForm } from '../lib/use-day-tour';
import { useDayToursText } from '../messages';
import { BookedPanel } from './booked-panel';
import { CottagePicker } from './cottage-picker';
import { DayFacts } from './day-facts';
import { RefusedNotice, VisitorNotice } from './day-notices';
import { DaySummary } from './day-summary';
import { DayToursHero } from './day-tours-hero';
import { PartyFields, RequestsField } from './party-fields';

const FORM_ID = 'day-tour-form';

export default function DayToursPage() {
  const { t } = useDayToursText();
  useDocumentTitle(t('title'));
  const { form, context, party, query } = useDayTourForm();
  const { day, cottageNotice } = useDayAnswer(form, query);
  const booking = useDayBooking(form);
  const data = day.data;
  const tooMany = data ? headsOf(party).heads > data.capacityLeft : false;
  const signedIn = Boolean(booking.user);

  if (booking.booked)
    return (
      <>
        <DayToursHero />
        <div className={`${PAGE_CONTAINER} py-10 sm:py-14`}>
          <BookedPanel reservation={booking.booked} onAnother={booking.startOver} />
        </div>
      </>
    );

  return (
    <>
      <DayToursHero />
      <div className={`${PAGE_CONTAINER} py-8 sm:py-12`}>
        <div className="grid gap-4 empty:hidden">
          {!booking.userLoading && !signedIn ? <VisitorNotice loginHref={booking.loginHref} /> : null}
          {booking.refused ? <RefusedNotice message={booking.refused} /> : null}
        </div>
        <div className="mt-6 grid items-start gap-6 first:mt-0 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-8">
          <Form form={form} namesAsIds>
            <form id={FORM_ID} noValidate onSubmit={booking.onSubmit} aria-label={t('day.title')}>
              <fieldset disabled={booking.pending} className="grid min-w-0 gap-6">
                <Card className="grid gap-5 p-5 sm:p-6">
                  <IconHeading icon={CalendarHeart} title={t('day.title')} text={t('day.text')} />
                  <PartyFields today={context.today} limits={context.limits} />
                  {data ? <DayFacts day={data} stale={day.isPlaceholderData} /> : null}
                </Card>
                <Card className="p-5 sm:p-6">
                  {data ? (
                    <CottagePicker cottages={data.cottages} notice={cottageNotice} />
                  ) : (
                    <SkeletonBars bars={['h-6 w-1/2', 'h-32 w-full']} className="grid gap-4" />
                  )}
                  <div className="mt-6">
                    <RequestsField />
                  </div>
                </Card>
                {signedIn ? (
                  <ResortPaymentSection
                    purpose="dayVisit"
                    downPaymentCentavos={
                      data?.quote?.downPayment == null ? null : toCentavos(data.quote.downPayment)
                    }
                    cardPayments={context.cardPayments}
                  />
                ) : null}
              </fieldset>
            </form>
          </Form>
          <aside aria-label={t('quote.label')} className="lg:sticky lg:top-24">
            <DaySummary
              state={{
                day: data,
                error: day.error,
                loading: day.isLoading,
                updating: day.isFetching && day.isPlaceholderData,
                tooMany,
                onRetry: () => void day.refetch(),
              }}
              action={{
                formId: FORM_ID,
                signedIn,
                userLoading: booking.userLoading,
                pending: booking.pending,
                bookable: Boolean(data),
              }}
            />
          </aside>
        </div>
      </div>
    </>
  );
}
