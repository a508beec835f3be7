// To the guest marked as a no-show: short and polite, saying that the nights are released and that
// what was paid is kept.
import { toCentavos } from '@domain/money';
import { pesos } from '../format';
import { GuestEmail, guestMail } from './guest-email';
import { Paragraph } from './layout';
import { type BookingMailProps, bookedLabel } from './stay';

export const NoShowEmail = (props: BookingMailProps) => {
  const { reservation: r, lang } = props;
  const { t, day } = lang;
  const paid = toCentavos(r.paidAmount) > 0;
  const checkin = day(r.checkin, 'long');
  return (
    <GuestEmail {...props} preview={t('noShow.preview', { day: checkin })}>
      <Paragraph>
        {t(r.room ? 'noShow.intro' : 'noShow.introDayVisit', {
          day: checkin,
          code: r.referenceCode,
          room: bookedLabel(r, lang),
        })}
      </Paragraph>
      <Paragraph>
        {paid ? t('noShow.paidKept', { amount: pesos(r.paidAmount) }) : t('noShow.nothingPaid')}
      </Paragraph>
      <Paragraph>{t('noShow.closing')}</Paragraph>
    </GuestEmail>
  );
};

export const noShowMail = guestMail(NoShowEmail, 'noShow.subject');
