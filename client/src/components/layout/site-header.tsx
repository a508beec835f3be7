// The navigation bar (spec section 2). Over the landing page's hero it starts transparent and turns
// solid once the page scrolls; everywhere else it is solid. Phones get a menu button with a panel.

import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { useUser } from '@/features/auth';
import { toast } from '@/hooks/use-toast';
import { apiRequest, errorMessage, isUnauthorized } from '@/lib/api';
import { useCommonText } from '@/lib/i18n/common';
import { keys } from '@/lib/query-keys';
import { cn } from '@/lib/utils';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';

type NavItem = { href: string; label: 'home' | 'rooms' | 'amenities' | 'contact' | 'dashboard' };

const SIGNED_OUT_LINKS: NavItem[] = [
  { href: '/rooms', label: 'rooms' },
  { href: '/amenities', label: 'amenities' },
  { href: '/contact', label: 'contact' },
];
const SIGNED_IN_LINKS: NavItem[] = [
  { href: '/', label: 'home' },
  { href: '/rooms', label: 'rooms' },
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

/** POST /api/logout, then forget everything cached for this user and go home. */
const useSignOut = () => {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const { t } = useCommonText();
  const signOut = async () => {
    setPending(true);
    try {
      await apiRequest('POST', '/api/logout');
    } catch (error) {
      // A 401 means the session had already ended: signing out still succeeded.
      if (!isUnauthorized(error)) {
        toast({
          title: t('toast.error'),
          description: errorMessage(error, t('nav.signOutFailed')),
          variant: 'destructive',
        });
        setPending(false);
        return;
      }
    }
    // Signed out first, so the signed-in views (the welcome hero's next stay, the dashboard) unmount on
    // the next render; only then forget their data: cleared while still mounted, a view fetches it
    // again and the server answers 401.
    queryClient.setQueryData(keys.auth.user, null);
    setPending(false);
    navigate('/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await queryClient.cancelQueries();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== keys.auth.user[0] });
  };
  return { signOut, pending };
};

const useScrolled = (threshold = 16) => {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
};

export const SiteHeader = ({ overHero }: { overHero: boolean }) => {
  const [location] = useLocation();
  const { user, isLoading } = useUser();
  const { signOut, pending } = useSignOut();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { t } = useCommonText();
  // staff screens stay English: no switch for them
  const showLanguages = !isLoading && (!user || user.role === 'customer');

  const transparent = overHero && !scrolled && !menuOpen;
  const links = user ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS;
  const greeting = user ? t('nav.welcome', { name: user.firstName?.trim() || t('nav.defaultName') }) : '';

  // The phone menu closes whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger, not a value read
  useEffect(() => {
    setMenuOpen(false);
  }, [location]);

  // Escape closes it and gives focus back to the menu button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <>
      <header
        className={cn(
          'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,color] duration-300',
          transparent
            ? 'bg-gradient-to-b from-black/45 to-transparent text-white'
            : 'border-b border-border/70 bg-background/95 text-foreground shadow-[0_1px_12px_-6px_rgb(16_39_45/0.25)] backdrop-blur',
        )}
      >
        <div className="mx-auto flex h-(--header-height) w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Brand
            onNavigate={closeMenu}
            className={cn(transparent ? 'text-white' : 'text-primary', 'focus-visible:outline-offset-4')}
          />

          <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
            <NavList
              links={links}
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
            {showLanguages ? <LanguageSwitch className="ml-2" light={transparent} compact /> : null}
            <div className="ml-3 flex min-w-24 items-center justify-end gap-3">
              {isLoading ? null : user ? (
                <>
                  <span
                    className={cn(
                      'hidden max-w-48 truncate text-sm font-medium lg:inline',
                      transparent ? 'text-white/90' : 'text-muted-foreground',
                    )}
                  >
                    {greeting}
                  </span>
                  <Button
                    variant={transparent ? 'light' : 'outline'}
                    size="sm"
                    onClick={signOut}
                    disabled={pending}
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

          <button
            ref={toggleRef}
            type="button"
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-full transition-colors md:hidden',
              transparent ? 'text-white hover:bg-white/15' : 'text-foreground hover:bg-muted',
            )}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>

        {menuOpen ? (
          <nav
            id={menuId}
            aria-label={t('nav.main')}
            className="absolute inset-x-0 top-full border-b border-border bg-background shadow-lift md:hidden"
          >
            <NavList
              links={links}
              onNavigate={closeMenu}
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
              {showLanguages ? <LanguageSwitch className="justify-self-start" /> : null}
              {isLoading ? null : user ? (
                <div className="flex items-center justify-between gap-3">
                  <span className="truncate text-sm font-medium text-muted-foreground">{greeting}</span>
                  <Button variant="outline" size="sm" onClick={signOut} disabled={pending}>
                    <LogOut aria-hidden="true" />
                    {t('nav.signOut')}
                  </Button>
                </div>
              ) : (
                <Button asChild className="w-full">
                  <Link href="/login" onClick={closeMenu}>
                    {t('nav.signIn')}
                  </Link>
                </Button>
              )}
            </div>
          </nav>
        ) : null}
      </header>
      {menuOpen ? (
        // Outside the header: its backdrop blur would make it the containing block of a fixed child.
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className="fixed inset-0 z-30 cursor-default bg-foreground/40 md:hidden"
          onClick={closeMenu}
        />
      ) : null}
    </>
  );
};
