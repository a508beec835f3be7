// The frame of every page: a skip link, the navigation bar, the page in <main>, the footer.
// Pages render their content straight into <main> (they must not add a <main> of their own).

import { lazy, memo, type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { HydrateWhenNear } from '@/components/hydrate-when-near';
import { useCommonText } from '@/lib/i18n/common';
import { cn } from '@/lib/utils';
import { SiteHeader } from './site-header';
import { useLanguageForRole } from './use-language-for-role';

// The footer sits below the first screen of most pages: its code is fetched when the visitor comes near.
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

/** The footer's dark band, while its code loads on a page the browser renders itself. */
const FooterPlaceholder = () => <div aria-hidden="true" className="mt-auto min-h-96 bg-[#072d35]" />;

// memo: the layout renders again when the user's answer arrives (useLanguageForRole) and on every page
// change; the footer reads only its own content query, and a waiting boundary must get no new props
const Footer = memo(() => (
  <HydrateWhenNear name="footer" fallback={<FooterPlaceholder />}>
    <SiteFooter />
  </HydrateWhenNear>
));

export const SiteLayout = ({ children }: { children: ReactNode }) => {
  const [location] = useLocation();
  // The landing page's hero runs under the transparent navigation bar; other pages start below it.
  const overHero = location === '/';
  const { t } = useCommonText();
  useLanguageForRole();

  // A new page starts at its top, like a full page load would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger, not a value read
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-full bg-primary px-5 py-3 text-sm font-semibold text-primary-foreground shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        {t('nav.skipToContent')}
      </a>
      <SiteHeader overHero={overHero} />
      <main
        id="main-content"
        tabIndex={-1}
        className={cn('flex-1 focus:outline-none', !overHero && 'pt-(--header-height)')}
      >
        {children}
      </main>
      <Footer />
    </div>
  );
};
