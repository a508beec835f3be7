// Staff and admin screens stay English: while a receptionist or admin is signed in the site
// is English whatever this browser says, and a Filipino address moves to its English one (remembered,
// so the server sends them no more to '/fil'). Otherwise the URL's language is the page's
// ('/fil/...' is Filipino). A browser with no choice stored yet adopts the signed-in guest's account
// language: it remembers it and, when the page is in the other language, moves to the page's address in
// that language (a page load, like the switch), so the server's HTML and the language always agree. A
// stored choice always wins for the page.
import { DEFAULT_LANGUAGE, type Language } from '@domain/languages';
import { splitLanguage } from '@domain/routes';
import { useEffect } from 'react';
import { useUser } from '@/features/auth';
import { applyLanguage, storedChoice, storeLanguage } from '@/lib/i18n';
import { goToPage, thisPageIn } from '@/lib/redirects';

export const useLanguageForRole = () => {
  const { user } = useUser();
  const staff = Boolean(user && user.role !== 'customer');
  const accountLanguage = user?.role === 'customer' ? user.language : undefined;
  useEffect(() => {
    const { language: urlLanguage } = splitLanguage(window.location.pathname);
    const moveTo = (language: Language) => goToPage(thisPageIn(language));
    if (staff) {
      if (urlLanguage === DEFAULT_LANGUAGE) return void applyLanguage(DEFAULT_LANGUAGE);
      storeLanguage(DEFAULT_LANGUAGE);
      return moveTo(DEFAULT_LANGUAGE);
    }
    const stored = storedChoice();
    if (!stored && accountLanguage) {
      storeLanguage(accountLanguage);
      if (accountLanguage !== urlLanguage) return moveTo(accountLanguage);
    }
    void applyLanguage(urlLanguage !== DEFAULT_LANGUAGE ? urlLanguage : (stored ?? DEFAULT_LANGUAGE));
  }, [staff, accountLanguage]);
};
