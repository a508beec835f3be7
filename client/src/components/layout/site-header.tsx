// The navigation bar (spec section 2). Over the landing page's hero it starts transparent and turns
// solid once the page scrolls; everywhere else it is solid. Phones get a menu button with a panel.

import { useQueryClient } from '@tanstack/react-query';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useUser } from '@/features/auth';
import { toast } from '@/hooks/use-toast';
import { apiRequest, errorMessage, isUnauthorized } from '@/lib/api';
import { useCommonText } from '@/lib/i18n/common';
import { keys } from '@/lib/query-keys';
import { cn } from '@/lib/utils';
import { Brand } from './brand';
import { DesktopNav, type NavItem, PhoneMenu } from './site-nav';

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

/** The phone menu: closed whenever the page changes; Escape closes it and gives focus back to its button. */
const usePhoneMenu = () => {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger, not a value read
  useEffect(() => {
    setMenuOpen(false);
  }, [location]);

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

  return { menuOpen, setMenuOpen, menuId, toggleRef, closeMenu: () => setMenuOpen(false) };
};

export const SiteHeader = ({ overHero }: { overHero: boolean }) => {
  const { user, isLoading } = useUser();
  const { signOut, pending } = useSignOut();
  const scrolled = useScrolled();
  const { menuOpen, setMenuOpen, menuId, toggleRef, closeMenu } = usePhoneMenu();
  const { t } = useCommonText();
  const transparent = overHero && !scrolled && !menuOpen;
  const nav = {
    links: user ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS,
    user,
    isLoading,
    // staff screens stay English: no switch for them
    showLanguages: !isLoading && (!user || user.role === 'customer'),
    greeting: user ? t('nav.welcome', { name: user.firstName?.trim() || t('nav.defaultName') }) : '',
    signOut,
    signingOut: pending,
  };

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
          <DesktopNav {...nav} transparent={transparent} />
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

        {menuOpen ? <PhoneMenu {...nav} id={menuId} onClose={closeMenu} /> : null}
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
