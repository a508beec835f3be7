// The navigation bar's two menus: the links and account buttons in the bar on wider screens, and the
// panel the menu button opens on phones. The page shown is marked aria-current.

import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import type { AuthUser } from '@/features/auth';
import { useCommonText } from '@/lib/i18n/common';
import { cn } from '@/lib/utils';
import { LanguageSwitch } from './language-switch';

export type NavItem = { href: string; label: 'home' | 'rooms' | 'amenities' | 'contact' | 'dashboard' };

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

/** What both menus show: the links, the language switch, and the visitor's account. */
export type SiteNavProps = {
  links: NavItem[];
  user: AuthUser | null | undefined;
  isLoading: boolean;
  showLanguages: boolean;
  greeting: string;
  signOut: () => void;
  signingOut: boolean;
};

export const DesktopNav = ({ transparent, ...nav }: SiteNavProps & { transparent: boolean }) => {
  const { t } = useCommonText();
  return (
    <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
      <NavList
        links={nav.links}
        className="flex items-center gap-1"
        linkClassName={(current) =>
          cn(
            'relative rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors max-lg:px-2.5',
            'after:absolute after:inset-x-4 max-lg:after:inset-x-2.5 after:bottom-1 after:h-0.5 after:origin-left after:rounded-full after:transition-transform',
            transparent
              ? 'text-white/90 after:bg-white hover:text-white'
              : 'text-foreground/80 after:bg-accent hover:text-primary',
            current ? 'after:scale-x-100' : 'after:scale-x-0 hover:after:scale-x-100',
          )
        }
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
            <Button
              variant={transparent ? 'light' : 'outline'}
              size="sm"
              onClick={nav.signOut}
              disabled={nav.signingOut}
            >
              <LogOut aria-hidden="true" />
              {t('nav.signOut')}
            </Button>
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

export const PhoneMenu = ({ id, onClose, ...nav }: SiteNavProps & { id: string; onClose: () => void }) => {
  const { t } = useCommonText();
  return (
    <nav
      id={id}
      aria-label={t('nav.main')}
      className="absolute inset-x-0 top-full border-b border-border bg-background shadow-lift md:hidden"
    >
      <NavList
        links={nav.links}
        onNavigate={onClose}
        className="mx-auto grid w-full max-w-7xl gap-1 px-4 pt-3 pb-2 sm:px-6"
        linkClassName={(current) =>
          cn(
            'flex items-center justify-between rounded-xl px-4 py-3 font-display text-lg font-semibold',
            current ? 'bg-secondary text-primary' : 'text-foreground hover:bg-muted',
          )
        }
        currentMarker={<span className="size-1.5 rounded-full bg-accent" aria-hidden="true" />}
      />
      <div className="mx-auto grid w-full max-w-7xl gap-4 border-t border-border px-4 py-4 sm:px-6">
        {nav.showLanguages ? <LanguageSwitch className="justify-self-start" /> : null}
        {nav.isLoading ? null : nav.user ? (
          <div className="flex items-center justify-between gap-3">
            <span className="truncate text-sm font-medium text-muted-foreground">{nav.greeting}</span>
            <Button variant="outline" size="sm" onClick={nav.signOut} disabled={nav.signingOut}>
              <LogOut aria-hidden="true" />
              {t('nav.signOut')}
            </Button>
          </div>
        ) : (
          <Button asChild className="w-full">
            <Link href="/login" onClick={onClose}>
              {t('nav.signIn')}
            </Link>
          </Button>
        )}
      </div>
    </nav>
  );
};
