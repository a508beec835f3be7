// To the guest when a booking is cancelled: one template when the guest cancelled it, another when the
// resort did; both say "Refund due ₱X" when the resort still holds money for it.
import type { ReservationDto } from '@domain/api-types';
import { toCentavos } from '@domain/money';
import type { Speaker } from '../../../lib/i18n';
import { pesos } from '../format';
import { GuestEmail, guestMail } from './guest-email';
import { Facts, Paragraph } from './layout';
import { type BookingMailProps, refundDueFact, stayFacts } from './stay';

/** What happens to money held for a stay that will not take place. */
export const RefundNote = (props: { reservation: ReservationDto; lang: Speaker }) =>
  toCentavos(props.reservation.refundDue) > 0 ? <Paragraph>{props.lang.t('refundNote')}</Paragraph> : null;

type CancelledProps = BookingMailProps & {
  by: 'guest' | 'resort';
  /** The group the room was cancelled from, which goes on with its other rooms. */
  groupLeft?: { referenceCode: string; totalAmount: string; amountDue: string };
};

/** The messages of a booking the guest cancelled, or of one the resort did. */
const messagesOf = (by: CancelledProps['by']) => (by === 'guest' ? 'cancelledByGuest' : 'cancelledByResort');

const CancelledEmail = (props: CancelledProps) => {
  const { reservation: r, content, lang } = props;
  const { t } = lang;
  const code = r.referenceCode;
  const messages = messagesOf(props.by);
  return (
    <GuestEmail {...props} preview={t(`${messages}.preview`, { code })}>
      <Paragraph>{t(`${messages}.intro`, { code })}</Paragraph>
      <Facts rows={[...stayFacts(r, content, lang, props.openingHours), refundDueFact(r, lang)]} />
      {props.groupLeft ? (
        <Paragraph>
          {t('cancelledFromGroup', {
            group: props.groupLeft.referenceCode,
            total: pesos(props.groupLeft.totalAmount),
            due: pesos(props.groupLeft.amountDue),
          })}
        </Paragraph>
      ) : null}
      <RefundNote reservation={r} lang={lang} />
      {props.by === 'guest' && <Paragraph>{t('cancelledByGuest.closing')}</Paragraph>}
    </GuestEmail>
  );
};

export const cancelledMail = guestMail(CancelledEmail, (props) => `${messagesOf(props.by)}.subject`);
