// /booking/group (docs/adr/0065): the rooms of the guest's group cart for one pair of dates, each with
// its party, its price for the nights (the quoteStay the server prices with) and its extras, the group total, its
// 30% down payment and the booking page's payment step. Book sends the whole group once (one idempotency
// key per filled form); a room taken meanwhile refuses the group and the page says which. After booking:
// the group's reference code and its rooms.
import type { BookingGroupDto } from '@domain/api-types';
import { cardPaymentsOn } from '@domain/content';
import { nightsBetween } from '@domain/dates';
import { formatCentavos } from '@domain/money';
import { downPaymentOf, quoteStay } from '@domain/pricing';
import { PAGES } from '@domain/routes';
import { useQueries } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { LinkButton } from '@/components/ui/link-button';
import {
  type AddOnChoice,
  addOnMessage,
  ExtrasSummaryLines,
  extrasSummary,
  useAddOns,
  useAddOnsText,
} from '@/features/add-ons';
import { useUser } from '@/features/auth';
import {
  EMPTY_PAYMENT_VALUES,
  type PaymentValues,
  paymentIssues,
  ResortPaymentSection,
  useBookingSubmit,
} from '@/features/booking';
import { useContent } from '@/features/content';
import { type GroupCart, groupCart, roomQueryOptions, useGroupCart } from '@/features/rooms';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { formatDay } from '@/lib/i18n/format-day';
import { redirectToLogin } from '@/lib/redirects';
import { useCreateBookingGroup } from '../api/create-booking-group';
import { useGroupsText } from '../messages';
import { GroupBooked } from './group-booked';
import { GroupRoomLine } from './group-room-line';

const FORM_ID = 'group-booking-form';
const FIELDS = ['paymentMethod', 'transactionId'] as const;

type GroupFormValues = PaymentValues & { specialRequests: string };

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

/**
 * Each room's price for the nights, as the server will price it (null while its rates load), and its
 * extras (priceAddOn; the server prices them again) for its party.
 */
const useQuotes = (cart: GroupCart, choicesOf: (roomId: string) => AddOnChoice[]) => {
  const rooms = useQueries({ queries: cart.rooms.map((item) => roomQueryOptions(item.roomId)) });
  const addOns = useAddOns().data ?? [];
  return cart.rooms.map((item, index) => {
    const room = rooms[index]?.data;
    const quote = room
      ? quoteStay({
          basePrice: room.basePrice,
          rates: room.rates,
          checkin: cart.checkin,
          checkout: cart.checkout,
          party: { adults: item.adults, kids: item.kids },
          charges: room,
        })
      : null;
    const extras = extrasSummary(addOns, choicesOf(item.roomId), {
      checkin: cart.checkin,
      checkout: cart.checkout,
      persons: item.adults + item.kids,
    });
    const totalCentavos = quote ? quote.totalCentavos + extras.totalCentavos : null;
    return { item, room, quote, addOns, extras, totalCentavos };
  });
};

const GroupForm = ({ cart, onBooked }: { cart: GroupCart; onBooked: (group: BookingGroupDto) => void }) => {
  const { t } = useGroupsText();
  const { content } = useContent();
  const cardPayments = cardPaymentsOn({ card_payments: content('card_payments') });
  const { user, isLoading: userLoading } = useUser();
  const { t: tExtras } = useAddOnsText();
  const [extrasByRoom, setExtrasByRoom] = useState<Record<string, AddOnChoice[]>>({});
  const lines = useQuotes(cart, (roomId) => extrasByRoom[roomId] ?? []);
  const priced = lines.every((line) => line.quote);
  const totalCentavos = lines.reduce((sum, line) => sum + (line.totalCentavos ?? 0), 0);
  const downCentavos = downPaymentOf(totalCentavos);
  const [refused, setRefused] = useState<string | null>(null);
  const form = useForm<GroupFormValues>({ defaultValues: { ...EMPTY_PAYMENT_VALUES, specialRequests: '' } });
  const create = useCreateBookingGroup();
  const booking = useBookingSubmit({
    send: (payload: Parameters<typeof create.mutateAsync>[0], idempotencyKey) =>
      create.mutateAsync({ ...payload, idempotencyKey }),
    fields: FIELDS,
    setError: form.setError,
    onBooked,
    onFailed: (error) =>
      toast({
        title: t('page.failed'),
        description: addOnMessage(errorMessage(error, t('page.failed')), lines[0]?.addOns),
        variant: 'destructive',
      }),
    onUnauthorized: () => redirectToLogin('/login', PAGES.groupBooking),
    onDatesTaken: setRefused,
  });
  const ready = cart.rooms.length >= 2 && priced;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) {
      if (!userLoading) redirectToLogin('/login', PAGES.groupBooking);
      return;
    }
    setRefused(null);
    void form.handleSubmit((values) => {
      const issues = paymentIssues(values, cardPayments);
      for (const issue of issues) form.setError(issue.field, { type: 'manual', message: issue.message });
      if (issues.length || !ready) return;
      const extrasProblem = lines.find((line) => line.extras.problem)?.extras.problem;
      if (extrasProblem) {
        toast({
          title: tExtras('problems'),
          description: addOnMessage(extrasProblem),
          variant: 'destructive',
        });
        return;
      }
      return booking.submit({
        checkin: cart.checkin,
        checkout: cart.checkout,
        rooms: lines.map(({ item: { roomId, adults, kids }, extras }) => ({
          roomId,
          adults,
          kids,
          ...(extras.payload.length ? { addOns: extras.payload } : {}),
        })),
        paymentMethod: values.paymentMethod,
        transactionId: values.transactionId,
        specialRequests: values.specialRequests,
      });
    })(event);
  };

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
      {refused ? (
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
      ) : null}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-8">
        <Form form={form} namesAsIds>
          <form id={FORM_ID} noValidate onSubmit={onSubmit} aria-label={t('page.title')}>
            <fieldset disabled={booking.pending} className="grid min-w-0 gap-6">
              <ul className="grid gap-4">
                {lines.map((line, index) => (
                  <GroupRoomLine
                    key={line.item.roomId}
                    index={index}
                    {...line}
                    checkin={cart.checkin}
                    checkout={cart.checkout}
                    choices={extrasByRoom[line.item.roomId] ?? []}
                    onExtrasChange={(choices) =>
                      setExtrasByRoom((all) => ({ ...all, [line.item.roomId]: choices }))
                    }
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
                  downPaymentCentavos={priced ? downCentavos : null}
                  cardPayments={cardPayments}
                />
              ) : null}
            </fieldset>
          </form>
        </Form>
        <GroupSummary
          lines={lines}
          totalCentavos={totalCentavos}
          downCentavos={downCentavos}
          action={
            user || userLoading ? (
              <Button
                type="submit"
                form={FORM_ID}
                size="lg"
                className="mt-5 w-full"
                disabled={!ready || booking.pending}
              >
                {booking.pending ? t('page.booking') : t('page.book', { count: cart.rooms.length })}
              </Button>
            ) : (
              <>
                <p className="mt-5 text-sm text-muted-foreground">{t('page.signInText')}</p>
                <Button
                  size="lg"
                  className="mt-3 w-full"
                  onClick={() => redirectToLogin('/login', PAGES.groupBooking)}
                >
                  {t('page.signIn')}
                </Button>
              </>
            )
          }
        />
      </div>
    </div>
  );
};

/** The group's summary beside the form: each room's total, the group total, its down payment and balance. */
const GroupSummary = ({
  lines,
  totalCentavos,
  downCentavos,
  action,
}: {
  lines: ReturnType<typeof useQuotes>;
  totalCentavos: number;
  downCentavos: number;
  action: ReactNode;
}) => {
  const { t } = useGroupsText();
  const row = (label: string, centavos: number, className: string) => (
    <div className={`flex justify-between gap-3 ${className}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatCentavos(centavos, { cents: true })}</dd>
    </div>
  );
  return (
    <aside aria-label={t('page.summary')} className="lg:sticky lg:top-24">
      <Card className="p-5 sm:p-6">
        <h2 className="text-xl font-semibold">{t('page.summary')}</h2>
        <dl className="mt-4 grid gap-2 text-sm">
          {lines.map(({ item, totalCentavos: roomCentavos, extras }) => (
            <div key={item.roomId} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1">
              <dt className="min-w-0 truncate text-muted-foreground">{item.name}</dt>
              <dd className="tabular-nums">
                {roomCentavos === null ? '…' : formatCentavos(roomCentavos, { cents: true })}
              </dd>
              {extras.lines.length ? (
                <dd className="col-span-2">
                  <ExtrasSummaryLines
                    lines={extras.lines}
                    heading={false}
                    cents
                    className="border-l-2 border-border pl-3 text-muted-foreground"
                  />
                </dd>
              ) : null}
            </div>
          ))}
          {row(t('page.total'), totalCentavos, 'mt-2 border-t border-border pt-3 text-base font-semibold')}
          {row(t('page.downPayment'), downCentavos, 'font-medium text-primary')}
          {row(t('page.balance'), totalCentavos - downCentavos, 'text-muted-foreground')}
        </dl>
        {action}
      </Card>
    </aside>
  );
};
