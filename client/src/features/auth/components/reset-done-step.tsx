// Password reset done: the spec's pause, then the login screen.

import { RESET_REDIRECT_MS } from '@domain/constants';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { Spinner } from '@/components/ui/skeleton';
import { useAuthText } from '../messages';
import { authLinkClass } from './auth-layout';

export const ResetDoneStep = () => {
  const { t } = useAuthText();
  const [, navigate] = useLocation();
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    linkRef.current?.focus();
    const timer = window.setTimeout(() => navigate('/login'), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="grid justify-items-center gap-4 rounded-2xl bg-success/8 px-6 py-8 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-success" />
      <p role="status" className="font-semibold text-foreground">
        {t('reset.toast.resetDone')}
      </p>
      <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4 text-primary" label={t('reset.redirecting')} />
        {t('reset.takingYou')}
      </p>
      <Link ref={linkRef} href="/login" className={authLinkClass}>
        {t('reset.signInNow')}
      </Link>
    </div>
  );
};
