// /booking/group (docs/adr/0065): the rooms of the guest's group cart for one pair of dates, each with
// its party, its price for the nights (the quoteStay the server prices with) and its extras, the group total, its
// 30% down payment and the booking page's payment step. Book sends the whole group once (one idempotency
// key per filled form); a room taken meanwhile refuses the group and the page says which. After booking:
// the group's reference code and its rooms.
import type { BookingGroupDto } from '@domain/api-types';
import { nightsBetween } from '@domain/dates';
import { PAGES } from '@domain/routes';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { LinkButton } from '@/components/ui/link-button';
import { ResortPaymentSection } from '@/features/booking';
import { type GroupCart, groupCart, useGroupCart } from '@/features/rooms';
import { formatDay } from '@/lib/i18n/format-day';
import { redirectToLogin } from '@/lib/redirects';
import { useGroupBooking } from '../lib/use-group-booking';
import { useGroupsText } from '../messages';
import { GroupBooked } from './group-booked';
import { GroupRoomLine } from './group-room-line';
import { GroupSummary } from './group-summary';

const FORM_ID = 'group-booking-form';

export default function GroupBookingPage() {
  const { t } = useGroupsText();
  useDocumentTitle(t('page.documentTitle'));
  const cart = useGroupCart();
  const [booked, setBooked] = useState<BookingGroupDto | null>(null);
  if (booked) return <GroupBooked group={booked} />;
  if (cart.rooms.length === 0)
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-3xl font-semibold">{t('page.title')}</h1>
        <p className="mt-4 font-medium">{t('page.empty')}</p>
        <p className="mt-1 text-muted-foreground">{t('page.emptyText')}</p>
        <LinkButton href={PAGES.rooms} className="mt-6">
          {t('page.browse')}
        </LinkButton>
      </div>
    );
  return (
    <GroupForm
      cart={cart}
      onBooked={(group) => {
        setBooked(group);
        groupCart.clear();
        window.scrollTo?.({ top: 0, behavior: 'smooth' });
      }}
    />
  );
}

const GroupForm = ({ cart, onBooked }: { cart: GroupCart; onBooked: (group: BookingGroupDto) => void }) => {
  const { t } = useGroupsText();
  const group = useGroupBooking(cart, onBooked);
  const { form, lines, user } = group;
  const nights = nightsBetween(cart.checkin, cart.checkout);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="text-3xl font-semibold sm:text-4xl">{t('page.title')}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t('page.text')}</p>
      <p className="mt-3 inline-flex flex-wrap gap-x-2 rounded-full bg-secondary px-4 py-1.5 text-sm font-medium text-secondary-foreground">
        <span>{t('page.dates', { from: formatDay(cart.checkin), to: formatDay(cart.checkout) })}</span>
        <span aria-hidden="true">·</span>
        <span>{t('page.nights', { count: nights })}</span>
      </p>
      {group.refused ? <TakenAlert refused={group.refused} /> : null}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-8">
        <Form form={form} namesAsIds>
          <form id={FORM_ID} noValidate onSubmit={group.onSubmit} aria-label={t('page.title')}>
            <fieldset disabled={group.pending} className="grid min-w-0 gap-6">
              <ul className="grid gap-4">
                {lines.map((line, index) => (
                  <GroupRoomLine
                    key={line.item.roomId}
                    index={index}
                    {...line}
                    checkin={cart.checkin}
                    checkout={cart.checkout}
                    choices={group.extrasByRoom[line.item.roomId] ?? []}
                    onExtrasChange={(choices) => group.setExtras(line.item.roomId, choices)}
                  />
                ))}
              </ul>
              {cart.rooms.length < 2 ? (
                <p className="text-sm text-muted-foreground">{t('page.needTwo')}</p>
              ) : null}
              <Card className="p-4 sm:p-5">
                <label htmlFor="specialRequests" className="text-sm font-medium">
                  {t('page.requests')}
                </label>
                <textarea
                  id="specialRequests"
                  maxLength={2000}
                  rows={3}
                  {...form.register('specialRequests')}
                  className="mt-2 w-full rounded-xl border border-input bg-background px-3 py-2 text-base sm:text-sm"
                />
              </Card>
              {user ? (
                <ResortPaymentSection
                  downPaymentCentavos={group.priced ? group.downCentavos : null}
                  cardPayments={group.cardPayments}
                />
              ) : null}
            </fieldset>
          </form>
        </Form>
        <GroupSummary
          lines={lines}
          totalCentavos={group.totalCentavos}
          downCentavos={group.downCentavos}
          action={
            <BookAction
              signedIn={Boolean(user) || group.userLoading}
              disabled={!group.ready || group.pending}
              pending={group.pending}
              rooms={cart.rooms.length}
            />
          }
        />
      </div>
    </div>
  );
};

/** Why the group was refused: a room taken since the cart was filled. */
const TakenAlert = ({ refused }: { refused: string }) => {
  const { t } = useGroupsText();
  return (
    <div
      role="alert"
      className="mt-6 flex items-start gap-3 rounded-2xl border border-destructive/25 bg-[#fff4ef] p-4"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div>
        <p className="font-semibold">{t('page.taken')}</p>
        <p className="mt-1 text-sm text-muted-foreground">{refused}</p>
      </div>
    </div>
  );
};

/** The summary's action: Book (submits the form) for a guest signed in, else a way to sign in. */
const BookAction = ({
  signedIn,
  disabled,
  pending,
  rooms,
}: {
  signedIn: boolean;
  disabled: boolean;
  pending: boolean;
  rooms: number;
}) => {
  const { t } = useGroupsText();
  if (signedIn)
    return (
      <Button type="submit" form={FORM_ID} size="lg" className="mt-5 w-full" disabled={disabled}>
        {pending ? t('page.booking') : t('page.book', { count: rooms })}
      </Button>
    );
  return (
    <>
      <p className="mt-5 text-sm text-muted-foreground">{t('page.signInText')}</p>
      <Button size="lg" className="mt-3 w-full" onClick={() => redirectToLogin('/login', PAGES.groupBooking)}>
        {t('page.signIn')}
      </Button>
    </>
  );
};
