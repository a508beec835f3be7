// The toast area's code (Radix Toast and its layers, about 10 KB gzipped) is not needed for the first
// paint: it loads once the page is idle, or at once when a toast is shown before that. A toast shown
// while it loads appears when it arrives (the toast store keeps the current toast).

import { lazy, Suspense, useEffect, useState } from 'react';
import { useToastState } from '@/hooks/use-toast';

let toasterCode: Promise<typeof import('./toaster')> | undefined;
/** Loads the toast area's code once; a page about to leave after a toast waits for it (redirects.ts). */
export const loadToaster = () => {
  toasterCode ??= import('./toaster');
  return toasterCode;
};

const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/** Becomes true once the browser has a quiet moment after the first render (at most ~2 s later). */
const useIdle = () => {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 1000);
    return () => window.clearTimeout(handle);
  }, []);
  return idle;
};

export const LazyToaster = () => {
  const current = useToastState();
  const idle = useIdle();
  if (!idle && !current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
};
