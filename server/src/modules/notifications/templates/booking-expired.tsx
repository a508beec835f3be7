// To the guest when a pending booking's hold ran out with no payment verified or awaiting verification.
import { RefundNote } from './booking-cancelled';
import { GuestEmail, guestMail } from './guest-email';
import { Facts, Paragraph } from './layout';
import { type BookingMailProps, bookedLabel, refundDueFact } from './stay';

export const BookingExpiredEmail = (props: BookingMailProps) => {
  const { reservation: r, lang } = props;
  const { t, day } = lang;
  const code = r.referenceCode;
  return (
    <GuestEmail {...props} preview={t('expired.preview', { code })}>
      <Paragraph>
        {r.room
          ? t('expired.intro', {
              code,
              room: r.room.name,
              checkin: day(r.checkin, 'long'),
              checkout: day(r.checkout, 'long'),
            })
          : t('expired.introDayVisit', { code, room: bookedLabel(r, lang), day: day(r.checkin, 'long') })}
      </Paragraph>
      <Facts rows={[[t('facts.referenceCode'), code], refundDueFact(r, lang)]} />
      <RefundNote reservation={r} lang={lang} />
      <Paragraph>{t('expired.closing')}</Paragraph>
    </GuestEmail>
  );
};

export const bookingExpiredMail = guestMail(BookingExpiredEmail, 'expired.subject');
