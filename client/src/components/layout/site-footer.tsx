// The footer on every page (spec section 2): quick links, a decorative services list, social icons
// (the resort has no accounts to link to yet, so they are not links), contact details from content, and
// the accessibility statement's link in the bottom line.

import { type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { hydrateWhenNearMark } from '@/components/hydrate-when-near';
import { useContent } from '@/features/content';
import { useHydrated } from '@/hooks/use-hydrated';
import { useCommonText } from '@/lib/i18n/common';
import { cn, telHref } from '@/lib/utils';
import { BrandMark } from './brand';

const QUICK_LINKS = [
  { href: '/', label: 'home' },
  { href: '/rooms', label: 'rooms' },
  { href: '/day-tours', label: 'dayTours' },
  { href: '/amenities', label: 'amenities' },
  { href: '/contact', label: 'contact' },
] as const;

const linkClass = 'rounded underline-offset-4 hover:text-white hover:underline';

const SERVICES = ['rooms', 'islandHopping', 'weddings', 'dining', 'transfers'] as const;

const SocialIcon = ({ label, children }: { label: string; children: ReactNode }) => (
  <li>
    <span
      role="img"
      aria-label={label}
      title={label}
      className="inline-flex size-10 items-center justify-center rounded-full border border-white/20 text-white/85"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-[18px]">
        {children}
      </svg>
    </span>
  </li>
);

/** One column of the footer under its small heading; the links' column is the footer's nav. */
const FooterColumn = ({
  title,
  nav = false,
  navLabel,
  className,
  children,
}: {
  title: string;
  /** the nav's accessible name (the footer's nav only) */
  navLabel?: string;
  nav?: boolean;
  className?: string;
  children: ReactNode;
}) => {
  const Column = nav ? 'nav' : 'div';
  return (
    <Column aria-label={nav ? navLabel : undefined} className={cn('grid content-start gap-4', className)}>
      <h2 className="font-sans text-xs font-bold uppercase tracking-[0.2em] text-[#f6c9b3]">{title}</h2>
      {children}
    </Column>
  );
};

/** A contact detail behind its icon. */
const ContactLine = ({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) => (
  <p className="flex gap-3">
    <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-[#f6c9b3]" />
    {children}
  </p>
);

/** The resort's icons on the social networks (not links: it has no accounts to link to yet). */
const SocialIcons = () => {
  const { t } = useCommonText();
  return (
    <ul aria-label={t('footer.social')} className="flex gap-2.5">
      <SocialIcon label="Facebook">
        <path
          fill="currentColor"
          d="M13.5 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z"
        />
      </SocialIcon>
      <SocialIcon label="Instagram">
        <rect
          x="3.5"
          y="3.5"
          width="17"
          height="17"
          rx="5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
        <circle cx="12" cy="12" r="3.8" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <circle cx="17.2" cy="6.8" r="1.1" fill="currentColor" />
      </SocialIcon>
      <SocialIcon label="YouTube">
        <rect
          x="2.5"
          y="5.5"
          width="19"
          height="13"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
        <path d="m10.2 9.2 4.6 2.8-4.6 2.8z" fill="currentColor" />
      </SocialIcon>
    </ul>
  );
};

const QuickLinks = () => {
  const { t } = useCommonText();
  return (
    <FooterColumn nav navLabel={t('footer.nav')} title={t('footer.quickLinks')}>
      <ul className="grid gap-2.5 text-sm">
        {QUICK_LINKS.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="rounded text-white/80 underline-offset-4 transition-colors hover:text-white hover:underline"
            >
              {t(`nav.${link.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </FooterColumn>
  );
};

const Services = () => {
  const { t } = useCommonText();
  return (
    <FooterColumn title={t('footer.services')}>
      <ul className="grid gap-2.5 text-sm text-white/80">
        {SERVICES.map((service) => (
          <li key={service} className="flex items-start gap-2">
            <span aria-hidden="true" className="mt-2 size-1 shrink-0 rounded-full bg-[#f6c9b3]" />
            {t(`footer.serviceList.${service}`)}
          </li>
        ))}
      </ul>
    </FooterColumn>
  );
};

/** The address, phone and email from the resort's content. */
const ContactDetails = () => {
  const { content } = useContent();
  const { t } = useCommonText();
  const phone = content('contact_phone');
  const email = content('contact_email');
  return (
    <FooterColumn title={t('footer.contactUs')} className="col-span-2 lg:col-span-1">
      <address className="grid gap-3 text-sm not-italic text-white/80">
        <ContactLine icon={MapPin}>
          <span>{content('resort_address')}</span>
        </ContactLine>
        <ContactLine icon={Phone}>
          <a href={telHref(phone)} className={linkClass}>
            {phone}
          </a>
        </ContactLine>
        <ContactLine icon={Mail}>
          <a href={`mailto:${email}`} className={cn('break-all', linkClass)}>
            {email}
          </a>
        </ContactLine>
      </address>
    </FooterColumn>
  );
};

/** The bottom line: rights, farewell, the accessibility statement. */
const BottomLine = () => {
  const { t } = useCommonText();
  // the prerendered pages were built in some year and may be served in the next: the year waits for
  // hydration, like the dates (useHydrated), so the first render matches the built HTML
  const hydrated = useHydrated();
  return (
    <div className="border-t border-white/10">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-white/70 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>
          © {hydrated ? `${new Date().getFullYear()} ` : ''}
          {t('footer.rights')}
        </p>
        <p>{t('footer.farewell')}</p>
        <p>
          <Link href="/accessibility" className={cn('text-white/80', linkClass)}>
            {t('footer.accessibility')}
          </Link>
        </p>
      </div>
    </div>
  );
};

export const SiteFooter = () => {
  const { t } = useCommonText();
  return (
    <footer className="relative mt-auto bg-[#072d35] text-white" {...hydrateWhenNearMark('footer')}>
      <svg
        aria-hidden="true"
        viewBox="0 0 1440 40"
        preserveAspectRatio="none"
        className="pointer-events-none absolute inset-x-0 -top-[39px] h-10 w-full text-[#072d35]"
      >
        <path
          fill="currentColor"
          d="M0 24c120-14 240-14 360 0s240 14 360 0 240-14 360 0 240 14 360 0v16H0z"
        />
      </svg>
      <div className="mx-auto grid w-full max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 pt-14 pb-10 sm:px-6 lg:grid-cols-[1.5fr_1fr_1.2fr_1.5fr] lg:gap-12 lg:px-8 lg:pt-16">
        <div className="col-span-2 grid content-start gap-5 lg:col-span-1">
          <div className="flex items-center gap-2.5 text-white">
            <BrandMark />
            <span className="flex flex-col leading-none">
              <span className="font-display text-xl font-semibold">Casa Alon</span>
              <span className="mt-1 text-[0.6rem] font-semibold uppercase tracking-[0.32em] text-white/75">
                {t('brand.tagline')}
              </span>
            </span>
          </div>
          <p className="max-w-xs text-sm leading-relaxed text-white/75">{t('footer.about')}</p>
          <SocialIcons />
        </div>
        <QuickLinks />
        <Services />
        <ContactDetails />
      </div>
      <BottomLine />
    </footer>
  );
};
