// The navigation bar (spec section 2). Over the landing page's hero it starts transparent and turns
// solid once the page scrolls; everywhere else it is solid. Phones get a menu button with a panel.

import { Menu, X } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useCommonText } from '@/lib/i18n/common';
import { cn } from '@/lib/utils';
import { Brand } from './brand';
import { DesktopNav, PhoneMenu, useHeaderNav } from './header-nav';

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

/** The phone menu's state: it closes whenever the page changes, and on Escape (focus back on its button). */
const usePhoneMenu = () => {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger, not a value read
  useEffect(() => {
    setOpen(false);
  }, [location]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, toggle: () => setOpen((was) => !was), close: () => setOpen(false), toggleRef };
};

const MenuButton = ({
  menuId,
  open,
  transparent,
  onClick,
  buttonRef,
}: {
  menuId: string;
  open: boolean;
  transparent: boolean;
  onClick: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) => {
  const { t } = useCommonText();
  return (
    <button
      ref={buttonRef}
      type="button"
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-full transition-colors md:hidden',
        transparent ? 'text-white hover:bg-white/15' : 'text-foreground hover:bg-muted',
      )}
      aria-expanded={open}
      aria-controls={menuId}
      aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
      onClick={onClick}
    >
      {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
    </button>
  );
};

export const SiteHeader = ({ overHero }: { overHero: boolean }) => {
  const nav = useHeaderNav();
  const scrolled = useScrolled();
  const menu = usePhoneMenu();
  const menuId = useId();
  const transparent = overHero && !scrolled && !menu.open;

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
            onNavigate={menu.close}
            className={cn(transparent ? 'text-white' : 'text-primary', 'focus-visible:outline-offset-4')}
          />
          <DesktopNav nav={nav} transparent={transparent} />
          <MenuButton
            menuId={menuId}
            open={menu.open}
            transparent={transparent}
            onClick={menu.toggle}
            buttonRef={menu.toggleRef}
          />
        </div>
        {menu.open ? <PhoneMenu id={menuId} nav={nav} onNavigate={menu.close} /> : null}
      </header>
      {menu.open ? (
        // Outside the header: its backdrop blur would make it the containing block of a fixed child.
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className="fixed inset-0 z-30 cursor-default bg-foreground/40 md:hidden"
          onClick={menu.close}
        />
      ) : null}
    </>
  );
};
