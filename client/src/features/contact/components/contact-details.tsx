// The resort's address, phone, email (content keys with built-in defaults), office hours, and the
// check-in and check-out times (content keys, defaults 3:00 PM and 12:00 PM).

import { EMERGENCY_SUPPORT, OFFICE_HOURS } from '@domain/constants';
import { Clock, Headset, LogIn, LogOut, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { useContent } from '@/features/content';
import { cn, telHref } from '@/lib/utils';
import { useContactText } from '../messages';

const linkClass = 'rounded underline-offset-4 hover:text-primary hover:underline break-words';

const DetailRow = ({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) => (
  <li className="flex gap-4 py-4 first:pt-0 last:pb-0">
    <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary [&_svg]:size-5">
      {icon}
    </span>
    <div className="min-w-0">
      <p className="text-xs font-semibold uppercase tracking-[0.14em] text-muted-foreground">{label}</p>
      <div className="mt-1 font-medium leading-snug text-foreground">{children}</div>
    </div>
  </li>
);

/** The check-in and check-out times, each a content key with a built-in default. */
const STAY_TIMES = [
  { icon: LogIn, label: 'details.checkIn', key: 'check_in_time' },
  { icon: LogOut, label: 'details.checkOut', key: 'check_out_time' },
] as const;

export const ContactDetails = ({ className }: { className?: string }) => {
  const { content } = useContent();
  const { t } = useContactText();
  const phone = content('contact_phone');
  const email = content('contact_email');
  return (
    <Card className={cn('flex flex-col p-5 sm:p-6', className)}>
      <ul className="divide-y divide-border/70">
        <DetailRow icon={<MapPin aria-hidden="true" />} label={t('details.address')}>
          <address className="not-italic">{content('resort_address')}</address>
        </DetailRow>
        <DetailRow icon={<Phone aria-hidden="true" />} label={t('details.phone')}>
          <a href={telHref(phone)} className={linkClass}>
            {phone}
          </a>
        </DetailRow>
        <DetailRow icon={<Mail aria-hidden="true" />} label={t('details.email')}>
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        </DetailRow>
        <DetailRow icon={<Clock aria-hidden="true" />} label={t('details.hours')}>
          <p>{OFFICE_HOURS}</p>
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-[#a8481f]">
            <Headset aria-hidden="true" className="size-4" />
            {EMERGENCY_SUPPORT}
          </p>
        </DetailRow>
      </ul>
      <dl className="mt-auto grid grid-cols-2 gap-3 pt-5">
        {STAY_TIMES.map(({ icon: Icon, label, key }) => (
          <div key={key} className="rounded-xl bg-sand/60 p-4">
            <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.14em] text-muted-foreground">
              <Icon aria-hidden="true" className="size-4 text-primary" />
              {t(label)}
            </dt>
            <dd className="mt-1.5 font-display text-xl font-semibold text-foreground">{content(key)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
};
