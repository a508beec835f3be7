// Staff and admin screens stay English (issue 12): while a receptionist or admin is signed in the site
// is English whatever this browser remembers; a guest or visitor gets the remembered language back.
import { useEffect } from 'react';
import { useUser } from '@/features/auth';
import { applyLanguage, storedLanguage } from '@/lib/i18n';

export const useLanguageForRole = () => {
  const { user } = useUser();
  const staff = Boolean(user && user.role !== 'customer');
  useEffect(() => {
    void applyLanguage(staff ? 'en' : storedLanguage());
  }, [staff]);
};
