// To the guest when the front desk extends the stay: the new dates, the new total (the added nights at
// the room's rates), what was paid and the new balance.
import { GuestEmail, guestMail } from './guest-email';
import { Facts, Paragraph } from './layout';
import { type BookingMailProps, moneyFacts, stayFacts } from './stay';

export type StayExtendedProps = BookingMailProps & { previousCheckout: string };

export const StayExtendedEmail = (props: StayExtendedProps) => {
  const { reservation: r, content, lang } = props;
  const { t, day } = lang;
  const checkout = day(r.checkout, 'long');
  return (
    <GuestEmail {...props} preview={t('stayExtended.preview', { day: checkout })}>
      <Paragraph>
        {t('stayExtended.intro', { checkout, previous: day(props.previousCheckout, 'long') })}
      </Paragraph>
      <Facts rows={stayFacts(r, content, lang, props.openingHours)} />
      <Facts rows={moneyFacts(r, lang)} />
    </GuestEmail>
  );
};

export const stayExtendedMail = guestMail(StayExtendedEmail, 'stayExtended.subject');
