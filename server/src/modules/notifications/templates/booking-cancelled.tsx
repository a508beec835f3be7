// To the guest when a booking is cancelled: one template when the guest cancelled it, another when the
// resort did; both say "Refund due ₱X" when the resort still holds money for it.
import type { ReservationDto } from '@domain/api-types';
import { toCentavos } from '@domain/money';
import type { Speaker } from '../../../lib/i18n';
import { GuestEmail, guestMail } from './guest-email';
import { Facts, Paragraph } from './layout';
import { type BookingMailProps, refundDueFact, stayFacts } from './stay';

/** What happens to money held for a stay that will not take place. */
export const RefundNote = (props: { reservation: ReservationDto; lang: Speaker }) =>
  toCentavos(props.reservation.refundDue) > 0 ? <Paragraph>{props.lang.t('refundNote')}</Paragraph> : null;

export const CancelledByGuestEmail = (props: BookingMailProps) => {
  const { reservation: r, content, lang } = props;
  const { t } = lang;
  const code = r.referenceCode;
  return (
    <GuestEmail
      preview={t('cancelledByGuest.preview', { code })}
      reservation={r}
      content={content}
      lang={lang}
    >
      <Paragraph>{t('cancelledByGuest.intro', { code })}</Paragraph>
      <Facts rows={[...stayFacts(r, content, lang), refundDueFact(r, lang)]} />
      <RefundNote reservation={r} lang={lang} />
      <Paragraph>{t('cancelledByGuest.closing')}</Paragraph>
    </GuestEmail>
  );
};

export const CancelledByResortEmail = (props: BookingMailProps) => {
  const { reservation: r, content, lang } = props;
  const { t } = lang;
  const code = r.referenceCode;
  return (
    <GuestEmail
      preview={t('cancelledByResort.preview', { code })}
      reservation={r}
      content={content}
      lang={lang}
    >
      <Paragraph>{t('cancelledByResort.intro', { code })}</Paragraph>
      <Facts rows={[...stayFacts(r, content, lang), refundDueFact(r, lang)]} />
      <RefundNote reservation={r} lang={lang} />
    </GuestEmail>
  );
};

type CancelledProps = BookingMailProps & { by: 'guest' | 'resort' };

const CancelledEmail = (props: CancelledProps) =>
  props.by === 'guest' ? <CancelledByGuestEmail {...props} /> : <CancelledByResortEmail {...props} />;

export const cancelledMail = guestMail(CancelledEmail, (props) =>
  props.by === 'guest' ? 'cancelledByGuest.subject' : 'cancelledByResort.subject',
);
