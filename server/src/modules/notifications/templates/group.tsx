// The emails of a group booking (several rooms under one code, docs/adr/0065): ONE email for the group,
// never one per room. Each lists every room (its name, code, guests, amount and extras) and the group's
// code, total, down payment and balance: booked, confirmed (once no room awaits confirmation), a group
// payment verified, the group cancelled. The staff's alert of a new group is in English.
import type { BookingGroupDto, PaymentDto, ReservationDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { contentValue } from '@domain/content';
import { toCentavos } from '@domain/money';
import { CALLED_OFF_STATUSES } from '@domain/reservation-status';
import type { Speaker } from '../../../lib/i18n';
import { pesoCents, pesos } from '../format';
import {
  type Draft,
  EmailLayout,
  type Fact,
  Facts,
  Greeting,
  Lines,
  Paragraph,
  RESORT_NAME,
  SignOff,
  Title,
} from './layout';
import { type BookingMailProps, contactOf, guestName, guestsLabel, stayDateFacts } from './stay';

export type GroupMailProps = BookingMailProps & { group: BookingGroupDto };

/** The group's dates and size: code, check-in and check-out (with the times from content), nights, rooms. */
const groupFacts = ({ group: g, content, lang }: GroupMailProps): Fact[] => {
  const { t } = lang;
  const booked = g.rooms.filter((room) => !CALLED_OFF_STATUSES.includes(room.status));
  return [
    [t('group.code'), g.referenceCode],
    ...stayDateFacts(g, content, lang),
    [t('group.rooms'), String(booked.length || g.rooms.length)],
  ];
};

/** One room as a line: 'Garden Room (K7QH3MZP) · 2 adults · ₱9,000.00 · extras ₱1,200.00 · cancelled'. */
export const groupRoomLine = (room: ReservationDto, lang: Speaker) =>
  [
    `${room.room?.name ?? lang.t('facts.booking')} (${room.referenceCode})`,
    guestsLabel(room, lang),
    pesos(room.totalAmount),
    toCentavos(room.addOnAmount) > 0 ? lang.t('group.extras', { amount: pesos(room.addOnAmount) }) : '',
    CALLED_OFF_STATUSES.includes(room.status) ? lang.t('group.roomCancelled') : '',
  ]
    .filter(Boolean)
    .join(' · ');

const RoomLines = ({ group, lang }: GroupMailProps) => (
  <>
    <Title>{lang.t('group.roomsTitle')}</Title>
    <Lines lines={group.rooms.map((room) => groupRoomLine(room, lang))} />
  </>
);

/** The group's total, its 30% down payment, what was paid and the balance as the group stands now. */
export const groupMoneyFacts = ({ group: g, lang }: GroupMailProps): Fact[] => {
  const { t } = lang;
  const balance = toCentavos(g.balance);
  return [
    [t('group.total'), pesos(g.totalAmount)],
    [t('received.downPayment'), pesos(g.downPaymentAmount)],
    [t('facts.paid'), pesos(g.paidAmount)],
    balance > 0
      ? [t('facts.balanceDueAtCheckIn'), pesoCents(balance)]
      : [t('facts.balance'), t('facts.nothingLeft')],
    toCentavos(g.refundDue) > 0 && [t('facts.refundDue'), pesos(g.refundDue)],
  ];
};

/** The group's frame: greeting, the guest's language, the resort's footer. */
const GroupEmail = (props: GroupMailProps & { preview: string; children: React.ReactNode }) => (
  <EmailLayout preview={props.preview} contact={contactOf(props.content)} lang={props.lang}>
    <Greeting name={props.group.user.firstName} lang={props.lang} />
    {props.children}
    <SignOff lang={props.lang} />
  </EmailLayout>
);

/** `subject – GROUPCODE` to the group's guest; `subject` is a message key. */
const groupMail =
  <P extends GroupMailProps>(Email: (props: P) => React.ReactElement, subject: string) =>
  (props: P): Draft => ({
    to: props.group.user.email,
    subject: `${props.lang.t(subject)} – ${props.group.referenceCode}`,
    element: <Email {...props} />,
  });

const HowToPay = ({ content, lang, group }: GroupMailProps) => (
  <>
    <Title>{lang.t('received.howToPay')}</Title>
    <Lines
      lines={[
        lang.t('received.gcash', {
          number: contentValue(content, 'gcash_number'),
          name: contentValue(content, 'gcash_name'),
        }),
        lang.t('received.bdo', {
          account: contentValue(content, 'bdo_account'),
          name: contentValue(content, 'bdo_name'),
        }),
      ]}
    />
    <Paragraph>{lang.t('group.payNote', { code: group.referenceCode })}</Paragraph>
  </>
);

/** The down payment made with the group (its parts, one per room), awaiting verification or received. */
const downPaymentFact = (
  props: GroupMailProps & { bookingPayment: PaymentDto | null; paidCentavos: number },
): Fact => {
  const { t } = props.lang;
  const payment = props.bookingPayment;
  if (!payment) return null;
  return payment.status === 'success'
    ? [t('facts.paid'), t('received.paidReceived', { amount: pesoCents(props.paidCentavos) })]
    : [
        t('received.downPayment'),
        t('received.downPaymentAwaiting', {
          amount: pesoCents(props.paidCentavos),
          transaction: payment.transactionId,
        }),
      ];
};

export type GroupReceivedProps = GroupMailProps & {
  /** One part of the down payment made with the group (they share a transaction); null if none. */
  bookingPayment: PaymentDto | null;
  /** What the parts of that payment add up to. */
  bookingPaymentCentavos: number;
};

const receivedMoney = (props: GroupReceivedProps): Fact[] => {
  const { t } = props.lang;
  const total = toCentavos(props.group.totalAmount);
  const paid = props.bookingPayment ? props.bookingPaymentCentavos : 0;
  return [
    [t('group.total'), pesos(props.group.totalAmount)],
    downPaymentFact({ ...props, paidCentavos: paid }) || [
      t('received.downPayment'),
      pesos(props.group.downPaymentAmount),
    ],
    [t('facts.balanceDueAtCheckIn'), pesoCents(total - paid)],
  ];
};

const GroupReceivedEmail = (props: GroupReceivedProps) => {
  const { t } = props.lang;
  return (
    <GroupEmail {...props} preview={t('group.received.preview', { code: props.group.referenceCode })}>
      <Paragraph>
        {t('group.received.intro', { resort: RESORT_NAME, count: props.group.rooms.length })}
      </Paragraph>
      <Facts rows={groupFacts(props)} />
      <RoomLines {...props} />
      <Facts rows={receivedMoney(props)} />
      <HowToPay {...props} />
      <Paragraph>{t('freeCancellation')}</Paragraph>
    </GroupEmail>
  );
};

export const groupReceivedMail = groupMail(GroupReceivedEmail, 'group.received.subject');

/** To the staff: a new group, who booked it, its rooms and money (English). */
const NewGroupEmail = (props: GroupReceivedProps) => {
  const g = props.group;
  const name = `${g.user.firstName} ${g.user.lastName}`.trim() || g.user.email;
  return (
    <EmailLayout
      preview={`${name} booked ${g.rooms.length} rooms together.`}
      contact={contactOf(props.content)}
      staff
    >
      <Paragraph>
        New group booking from {name} ({g.user.email}): {g.rooms.length} rooms under one code.
      </Paragraph>
      <Facts rows={groupFacts(props)} />
      <RoomLines {...props} />
      <Facts rows={receivedMoney(props)} />
      <Paragraph>
        {props.bookingPayment?.status === 'pending'
          ? "Check the down payment against the GCash or bank statement, then verify it in the front desk's payments to verify: its parts (one per room) are settled together."
          : 'No payment waits for verification.'}
      </Paragraph>
    </EmailLayout>
  );
};

export const newGroupMail = (props: GroupReceivedProps & { to: string }): Draft => ({
  to: props.to,
  subject: `New group booking ${props.group.referenceCode} – ${props.group.rooms[0] ? guestName(props.group.rooms[0]) : props.group.user.email}`,
  element: <NewGroupEmail {...props} />,
});

const GroupConfirmedEmail = (props: GroupMailProps) => {
  const { t } = props.lang;
  return (
    <GroupEmail {...props} preview={t('group.confirmed.preview', { code: props.group.referenceCode })}>
      <Paragraph>{t('group.confirmed.intro', { resort: RESORT_NAME })}</Paragraph>
      <Facts rows={groupFacts(props)} />
      <RoomLines {...props} />
      <Facts rows={groupMoneyFacts(props)} />
      <Paragraph>{t('quoteCode', { code: props.group.referenceCode })}</Paragraph>
    </GroupEmail>
  );
};

export const groupConfirmedMail = groupMail(GroupConfirmedEmail, 'group.confirmed.subject');

export type GroupPaymentProps = GroupMailProps & { payment: PaymentDto; amountCentavos: number };

const GroupPaymentVerifiedEmail = (props: GroupPaymentProps) => {
  const { t } = props.lang;
  const amount = pesoCents(props.amountCentavos);
  return (
    <GroupEmail {...props} preview={t('group.paymentVerified.preview', { amount })}>
      <Paragraph>
        {t('group.paymentVerified.intro', {
          amount,
          method: paymentMethodLabel(props.payment.paymentMethod),
          transaction: props.payment.transactionId,
          code: props.group.referenceCode,
        })}
      </Paragraph>
      <Facts rows={[[t('group.code'), props.group.referenceCode]]} />
      <RoomLines {...props} />
      <Facts rows={groupMoneyFacts(props)} />
    </GroupEmail>
  );
};

export const groupPaymentVerifiedMail = groupMail(GroupPaymentVerifiedEmail, 'group.paymentVerified.subject');

type GroupCancelledProps = GroupMailProps & { by: 'guest' | 'resort' };

const GroupCancelledEmail = (props: GroupCancelledProps) => {
  const { t } = props.lang;
  const code = props.group.referenceCode;
  const messages = props.by === 'guest' ? 'group.cancelledByGuest' : 'group.cancelledByResort';
  return (
    <GroupEmail {...props} preview={t(`${messages}.preview`, { code })}>
      <Paragraph>{t(`${messages}.intro`, { code })}</Paragraph>
      <Facts rows={groupFacts(props)} />
      <RoomLines {...props} />
      <Facts rows={groupMoneyFacts(props)} />
      {toCentavos(props.group.refundDue) > 0 && <Paragraph>{t('refundNote')}</Paragraph>}
      {props.by === 'guest' && <Paragraph>{t('cancelledByGuest.closing')}</Paragraph>}
    </GroupEmail>
  );
};

export const groupCancelledMail = (props: GroupCancelledProps): Draft => ({
  to: props.group.user.email,
  subject: `${props.lang.t(props.by === 'guest' ? 'group.cancelledByGuest.subject' : 'group.cancelledByResort.subject')} – ${props.group.referenceCode}`,
  element: <GroupCancelledEmail {...props} />,
});
