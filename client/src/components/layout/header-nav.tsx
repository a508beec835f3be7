// The navigation bar's contents, as the desktop bar and the phone menu's panel show them: the main
// links, the language switch, and signing in or (with a greeting) out.

import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useUser } from '@/features/auth';
import { useCommonText } from '@/lib/i18n/common';
import { cn } from '@/lib/utils';
import { LanguageSwitch } from './language-switch';
import { useSignOut } from './use-sign-out';

type NavItem = { href: string; label: 'home' | 'rooms' | 'dayTours' | 'amenities' | 'contact' | 'dashboard' };

const SIGNED_OUT_LINKS: NavItem[] = [
  { href: '/rooms', label: 'rooms' },
  { href: '/day-tours', label: 'dayTours' },
  { href: '/amenities', label: 'amenities' },
  { href: '/contact', label: 'contact' },
];
const SIGNED_IN_LINKS: NavItem[] = [
  { href: '/', label: 'home' },
  { href: '/rooms', label: 'rooms' },
  { href: '/day-tours', label: 'dayTours' },
  { href: '/dashboard', label: 'dashboard' },
];

const isCurrent = (location: string, href: string) =>
  href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);

/** The main links, the page shown marked aria-current (and with `currentMarker` after its label). */
const NavList = ({
  links,
  onNavigate,
  className,
  linkClassName,
  currentMarker,
}: {
  links: NavItem[];
  onNavigate?: () => void;
  className: string;
  linkClassName: (current: boolean) => string;
  currentMarker?: ReactNode;
}) => {
  const [location] = useLocation();
  const { t } = useCommonText();
  return (
    <ul className={className}>
      {links.map((item) => {
        const current = isCurrent(location, item.href);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={linkClassName(current)}
            >
              {t(`nav.${item.label}`)}
              {current ? currentMarker : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
};

/** What both navigations offer this visitor: one reading of the user for the desktop bar and the panel. */
export const useHeaderNav = () => {
  const { user, isLoading } = useUser();
  const { signOut, pending } = useSignOut();
  const { t } = useCommonText();
  return {
    user,
    isLoading,
    signOut,
    pending,
    links: user ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS,
    // staff screens stay English: no switch for them
    showLanguages: !isLoading && (!user || user.role === 'customer'),
    greeting: user ? t('nav.welcome', { name: user.firstName?.trim() || t('nav.defaultName') }) : '',
  };
};

type HeaderNav = ReturnType<typeof useHeaderNav>;

const SignOutButton = ({ nav, variant }: { nav: HeaderNav; variant: ButtonProps['variant'] }) => {
  const { t } = useCommonText();
  return (
    <Button variant={variant} size="sm" onClick={nav.signOut} disabled={nav.pending}>
      <LogOut aria-hidden="true" />
      {t('nav.signOut')}
    </Button>
  );
};

const desktopLinkClass = (transparent: boolean) => (current: boolean) =>
  cn(
    'relative rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors max-lg:px-2.5',
    'after:absolute after:inset-x-4 max-lg:after:inset-x-2.5 after:bottom-1 after:h-0.5 after:origin-left after:rounded-full after:transition-transform',
    transparent
      ? 'text-white/90 after:bg-white hover:text-white'
      : 'text-foreground/80 after:bg-accent hover:text-primary',
    current ? 'after:scale-x-100' : 'after:scale-x-0 hover:after:scale-x-100',
  );

/** The bar's own navigation, from the medium breakpoint up; `transparent` over the landing's hero. */
export const DesktopNav = ({ nav, transparent }: { nav: HeaderNav; transparent: boolean }) => {
  const { t } = useCommonText();
  return (
    <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
      <NavList
        links={nav.links}
        className="flex items-center gap-1"
        linkClassName={desktopLinkClass(transparent)}
      />
      {nav.showLanguages ? <LanguageSwitch className="ml-2" light={transparent} compact /> : null}
      <div className="ml-3 flex min-w-24 items-center justify-end gap-3">
        {nav.isLoading ? null : nav.user ? (
          <>
            <span
              className={cn(
                'hidden max-w-48 truncate text-sm font-medium lg:inline',
                transparent ? 'text-white/90' : 'text-muted-foreground',
              )}
            >
              {nav.greeting}
            </span>
            <SignOutButton nav={nav} variant={transparent ? 'light' : 'outline'} />
          </>
        ) : (
          <Button asChild variant={transparent ? 'light' : 'default'} size="sm" className="px-5">
            <Link href="/login">{t('nav.signIn')}</Link>
          </Button>
        )}
      </div>
    </nav>
  );
};

const phoneLinkClass = (current: boolean) =>
  cn(
    'flex items-center justify-between rounded-xl px-4 py-3 font-display text-lg font-semibold',
    current ? 'bg-secondary text-primary' : 'text-foreground hover:bg-muted',
  );

/** The phone menu's panel below the bar; choosing a link closes it. */
export const PhoneMenu = ({
  id,
  nav,
  onNavigate,
}: {
  id: string;
  nav: HeaderNav;
  onNavigate: () => void;
}) => {
  const { t } = useCommonText();
  return (
    <nav
      id={id}
      aria-label={t('nav.main')}
      className="absolute inset-x-0 top-full border-b border-border bg-background shadow-lift md:hidden"
    >
      <NavList
        links={nav.links}
        onNavigate={onNavigate}
        className="mx-auto grid w-full max-w-7xl gap-1 px-4 pt-3 pb-2 sm:px-6"
        linkClassName={phoneLinkClass}
        currentMarker={<span className="size-1.5 rounded-full bg-accent" aria-hidden="true" />}
      />
      <div className="mx-auto grid w-full max-w-7xl gap-4 border-t border-border px-4 py-4 sm:px-6">
        {nav.showLanguages ? <LanguageSwitch className="justify-self-start" /> : null}
        {nav.isLoading ? null : nav.user ? (
          <div className="flex items-center justify-between gap-3">
            <span className="truncate text-sm font-medium text-muted-foreground">{nav.greeting}</span>
            <SignOutButton nav={nav} variant="outline" />
          </div>
        ) : (
          <Button asChild className="w-full">
            <Link href="/login" onClick={onNavigate}>
              {t('nav.signIn')}
            </Link>
          </Button>
        )}
      </div>
    </nav>
  );
};
