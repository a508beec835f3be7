// Staff and admin screens stay English (issue 12): while a receptionist or admin is signed in the site
// is English whatever the URL or this browser says. Otherwise the URL's language is the page's
// ('/fil/...' is Filipino). A browser with no choice stored yet adopts the signed-in guest's account
// language: it remembers it and, when the page is in the other language, moves to the page's address in
// that language (a page load, like the switch), so the server's HTML and the language always agree. A
// stored choice always wins for the page.
import { DEFAULT_LANGUAGE } from '@domain/languages';
import { pathIn, splitLanguage } from '@domain/routes';
import { useEffect } from 'react';
import { useUser } from '@/features/auth';
import { applyLanguage, storedChoice, storeLanguage } from '@/lib/i18n';
import { goToPage } from '@/lib/redirects';

export const useLanguageForRole = () => {
  const { user } = useUser();
  const staff = Boolean(user && user.role !== 'customer');
  const accountLanguage = user?.role === 'customer' ? user.language : undefined;
  useEffect(() => {
    if (staff) return void applyLanguage('en');
    const { language: urlLanguage, path } = splitLanguage(window.location.pathname);
    const stored = storedChoice();
    if (!stored && accountLanguage) {
      storeLanguage(accountLanguage);
      if (accountLanguage !== urlLanguage)
        return goToPage(`${pathIn(accountLanguage, path)}${window.location.search}${window.location.hash}`);
    }
    void applyLanguage(urlLanguage !== DEFAULT_LANGUAGE ? urlLanguage : (stored ?? DEFAULT_LANGUAGE));
  }, [staff, accountLanguage]);
};
