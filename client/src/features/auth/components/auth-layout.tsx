// The frame of the sign-in, sign-up and password screens: a beach picture beside the form on wide
// screens, a clean card on phones.

import { SITE_IMAGES, srcFor, srcSetFor } from '@domain/images';
import { DOWN_PAYMENT_PERCENT } from '@domain/pricing';
import { BadgeCheck, CalendarCheck, Waves } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card } from '@/components/ui/card';
import { LinearGradient } from '@/components/ui/svg-gradient';
import { cn } from '@/lib/utils';
import { useAuthText } from '../messages';

export const authLinkClass = 'rounded font-semibold text-primary underline-offset-4 hover:underline';

type AuthFooter = { question: string; href: string; link: string };

type AuthLayoutProps = {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Below the card: a question and the link to the other auth screen that answers it. */
  footer?: AuthFooter | null;
  /** Above the title, e.g. the password reset's step indicator. */
  aside?: ReactNode;
};

export const AuthLayout = ({ title, description, children, footer, aside }: AuthLayoutProps) => (
  <div className="-mb-10 lg:grid lg:min-h-[calc(100dvh-5rem)] lg:grid-cols-2">
    <BeachPanel className="hidden lg:flex" />
    <div className="flex justify-center bg-gradient-to-b from-sand/70 via-background to-background px-4 pb-16 pt-8 sm:pt-14 lg:items-center lg:bg-none lg:px-10 lg:py-14">
      <div className="w-full max-w-md">
        <Card className="p-6 sm:p-8 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
          {aside}
          <h1 className="text-3xl font-semibold text-foreground sm:text-[2.1rem]">{title}</h1>
          <div className="mt-2 text-sm text-muted-foreground sm:text-base">{description}</div>
          <div className="mt-7">{children}</div>
        </Card>
        {footer ? (
          <div className="mt-6 text-center text-sm text-muted-foreground">
            {footer.question}{' '}
            <Link href={footer.href} className={authLinkClass}>
              {footer.link}
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  </div>
);

const PROMISES = [
  { icon: Waves, text: 'perks.sea' },
  { icon: CalendarCheck, text: 'perks.downPayment' },
  { icon: BadgeCheck, text: 'perks.cancellation' },
];

const PANEL_IMAGE =
  SITE_IMAGES.gallery.find((image) => image.base.endsWith('sunset-boats')) ?? SITE_IMAGES.hero;

/** The resort's beach, with what a guest account is for. */
const BeachPanel = ({ className }: { className?: string }) => {
  const { t } = useAuthText();
  return (
    <aside
      aria-label={t('asideLabel')}
      className={cn('relative flex-col justify-end overflow-hidden bg-primary text-white', className)}
    >
      <SunsetScene className="absolute inset-0 size-full" />
      <img
        src={srcFor(PANEL_IMAGE.base, 960)}
        srcSet={srcSetFor(PANEL_IMAGE.base, PANEL_IMAGE.widths)}
        sizes="50vw"
        alt=""
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
      <div className="absolute inset-0 bg-gradient-to-t from-[#06323b]/90 via-[#06323b]/35 to-transparent" />
      <div className="relative p-10 xl:p-14">
        <p className="text-sm font-semibold uppercase tracking-[0.22em] text-[#ffd9c7]">
          Casa Alon Beach Resort
        </p>
        <p className="mt-4 max-w-md font-display text-3xl leading-tight font-semibold xl:text-4xl">
          {t('asideTitle')}
        </p>
        <ul className="mt-8 grid gap-3 text-sm text-white/90">
          {PROMISES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3">
              <span className="flex size-8 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/25">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              {t(text, { percent: DOWN_PAYMENT_PERCENT })}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
};

/** A painted sunset over the cove, seen until the photo arrives (the panel is decoration). */
const SunsetScene = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 800 1000" preserveAspectRatio="xMidYMid slice" aria-hidden="true" className={className}>
    <defs>
      <LinearGradient
        id="auth-sky"
        colors={['#0b4652', '#2f8a93', '#f2b38a', '#f08a5d']}
        offsets={[0, 0.38, 0.56, 0.62]}
      />
      <LinearGradient id="auth-sea" colors={['#2c7f8b', '#08414c']} />
      <radialGradient id="auth-sun" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stopColor="#ffe2c4" />
        <stop offset="0.55" stopColor="#ffb184" />
        <stop offset="1" stopColor="#ffb184" stopOpacity="0" />
      </radialGradient>
    </defs>
    <rect width="800" height="1000" fill="url(#auth-sky)" />
    <circle cx="520" cy="600" r="210" fill="url(#auth-sun)" opacity="0.55" />
    <circle cx="520" cy="612" r="78" fill="#ffd2ad" />
    <path d="M0 560c90-22 150-60 240-52s120 40 200 40 60-8 60-8v72H0z" fill="#1d5e69" opacity="0.55" />
    <rect y="612" width="800" height="388" fill="url(#auth-sea)" />
    <g stroke="#ffd9c0" strokeLinecap="round" opacity="0.75">
      <path d="M450 640h140" strokeWidth="5" />
      <path d="M470 668h100" strokeWidth="4" />
      <path d="M488 696h64" strokeWidth="3" />
      <path d="M500 724h40" strokeWidth="3" />
    </g>
    <g fill="none" stroke="#ffffff" strokeOpacity="0.18" strokeWidth="3" strokeLinecap="round">
      <path d="M60 700q30-12 60 0t60 0M240 760q30-12 60 0t60 0M80 820q30-12 60 0t60 0M620 780q30-12 60 0t60 0" />
    </g>
    <path d="M0 880c160-40 320-30 480 10s240 30 320 14v96H0z" fill="#f3e2bf" opacity="0.9" />
    <path d="M0 930c200-30 420-10 800 6v64H0z" fill="#e9d3a8" />
    {/* a leaning palm on the left */}
    <g fill="#06323b">
      <path d="M128 940c10-120 30-260 92-392l10 4c-56 130-76 268-84 388z" />
      <path d="M226 548c-40-40-110-52-170-30 60-6 112 8 160 44zM230 546c20-52 76-92 150-96-66 18-112 52-140 104zM228 550c48-20 118-12 170 34-58-28-114-34-162-22zM224 552c-56-8-118 18-160 74 48-40 102-60 156-62zM232 548c-6-58 22-116 78-150-42 44-62 94-66 152z" />
    </g>
  </svg>
);
