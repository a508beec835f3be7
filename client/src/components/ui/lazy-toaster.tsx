// The toast area's code (Radix Toast and its layers, about 10 KB gzipped) is not needed for the first
// paint: it loads at the visitor's first action, or at once when a toast is shown before that. A toast shown
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

/**
 * Becomes true at the visitor's first tap, click or key press: toasts answer actions, so the code is
 * there by the time one is shown, and a visitor who only looks (or a slow phone still loading the
 * page) never downloads it.
 */
const useFirstAction = () => {
  const [acted, setActed] = useState(false);
  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    const onAction = () => setActed(true);
    for (const name of events) window.addEventListener(name, onAction, { capture: true, once: true });
    return () => {
      for (const name of events) window.removeEventListener(name, onAction, { capture: true });
    };
  }, []);
  return acted;
};

export const LazyToaster = () => {
  const current = useToastState();
  const acted = useFirstAction();
  if (!acted && !current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
};
