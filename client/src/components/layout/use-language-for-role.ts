// Staff and admin screens stay English (issue 12): while a receptionist or admin is signed in the site
// is English whatever the URL or this browser says. Otherwise a Filipino URL ('/fil/...') is in Filipino;
// on an English URL a guest or visitor gets the remembered language back. A browser with no choice stored
// yet adopts the signed-in guest's account language (and remembers it, so the next page load starts in
// it); a stored choice always wins for the page.
import { DEFAULT_LANGUAGE } from '@domain/languages';
import { splitLanguage } from '@domain/routes';
import { useEffect } from 'react';
import { useUser } from '@/features/auth';
import { applyLanguage, storedChoice, storeLanguage } from '@/lib/i18n';

export const useLanguageForRole = () => {
  const { user } = useUser();
  const staff = Boolean(user && user.role !== 'customer');
  const accountLanguage = user?.role === 'customer' ? user.language : undefined;
  useEffect(() => {
    if (staff) return void applyLanguage('en');
    const { language: urlLanguage } = splitLanguage(window.location.pathname);
    if (urlLanguage !== DEFAULT_LANGUAGE) return void applyLanguage(urlLanguage);
    const stored = storedChoice();
    if (!stored && accountLanguage) storeLanguage(accountLanguage);
    void applyLanguage(stored ?? accountLanguage ?? DEFAULT_LANGUAGE);
  }, [staff, accountLanguage]);
};
