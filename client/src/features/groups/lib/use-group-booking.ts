// The group page's form: the payment step and special requests, each room's extras, and Book, which sends
// the whole group once (useBookingSubmit: one idempotency key per filled form). A room taken meanwhile
// refuses the group: \`refused\` says which.
import type { BookingGroupDto } from '@domain/api-types';
import { cardPaymentsOn } from '@domain/content';
import { downPaymentOf } from '@domain/pricing';
import { PAGES } from '@domain/routes';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type AddOnChoice, addOnMessage, useAddOnsText } from '@/features/add-ons';
import { useUser } from '@/features/auth';
import {
  EMPTY_PAYMENT_VALUES,
  type PaymentValues,
  paymentIssues,
  useBookingSubmit,
} from '@/features/booking';
import { useContent } from '@/features/content';
import type { GroupCart } from '@/features/rooms';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { redirectToLogin } from '@/lib/redirects';
import { useCreateBookingGroup } from '../api/create-booking-group';
import { useGroupsText } from '../messages';
import { type GroupLine, useGroupQuotes } from './use-group-quotes';

const FIELDS = ['paymentMethod', 'transactionId'] as const;

type GroupFormValues = PaymentValues & { specialRequests: string };

/** What the group booking sends: the stay's dates, each room's party and extras, the payment. */
const groupPayload = (cart: GroupCart, lines: GroupLine[], values: GroupFormValues) => ({
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

export const useGroupBooking = (cart: GroupCart, onBooked: (group: BookingGroupDto) => void) => {
  const { t } = useGroupsText();
  const { content } = useContent();
  const cardPayments = cardPaymentsOn({ card_payments: content('card_payments') });
  const { user, isLoading: userLoading } = useUser();
  const { t: tExtras } = useAddOnsText();
  const [extrasByRoom, setExtrasByRoom] = useState<Record<string, AddOnChoice[]>>({});
  const lines = useGroupQuotes(cart, (roomId) => extrasByRoom[roomId] ?? []);
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
      return booking.submit(groupPayload(cart, lines, values));
    })(event);
  };

  const setExtras = (roomId: string, choices: AddOnChoice[]) =>
    setExtrasByRoom((all) => ({ ...all, [roomId]: choices }));
  return {
    form,
    lines,
    priced,
    ready,
    totalCentavos,
    downCentavos,
    refused,
    pending: booking.pending,
    onSubmit,
    user,
    userLoading,
    cardPayments,
    extrasByRoom,
    setExtras,
  };
};
