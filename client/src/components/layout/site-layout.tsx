// The frame of every page: a skip link, the navigation bar, the page in <main>, the footer.
// Pages render their content straight into <main> (they must not add a <main> of their own).

import { memo, type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useCommonText } from '@/lib/i18n/common';
import { cn } from '@/lib/utils';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useLanguageForRole } from './use-language-for-role';

// memo: the layout renders again when the user's answer arrives (useLanguageForRole); the footer reads
// only its own content query, so it skips that render (issue 11)
const Footer = memo(SiteFooter);

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
