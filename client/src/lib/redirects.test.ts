// @vitest-environment jsdom
// redirectToLogin is called by the route guard and by the query cache's 401 handler; whichever comes
// second must not show a second toast or start a second navigation.
import { MSG } from '@domain/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/hooks/use-toast';

// the toast area's code loads, and the toast shows, at once unless a test holds them back
let toasterLoaded: Promise<unknown> = Promise.resolve();
let toastOnScreen: Promise<void> = Promise.resolve();
vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn(() => 7), toastShown: () => toastOnScreen }));
vi.mock('@/components/ui/lazy-toaster', () => ({ loadToaster: () => toasterLoaded }));

const assign = vi.fn();

beforeEach(() => {
  toasterLoaded = Promise.resolve();
  toastOnScreen = Promise.resolve();
  vi.resetModules();
  vi.clearAllMocks();
  vi.useFakeTimers();
  vi.stubGlobal('location', { ...window.location, assign });
  vi.stubGlobal('requestAnimationFrame', (next: () => void) => setTimeout(next, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('redirectToLogin', () => {
  it('toasts once and navigates once, however many callers ask', async () => {
    const { redirectToLogin } = await import('./redirects');
    redirectToLogin('/login', '/dashboard');
    redirectToLogin('/api/login', '/dashboard?tab=payments');
    await vi.runAllTimersAsync();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({
      title: MSG.unauthorizedTitle,
      description: MSG.unauthorized,
      variant: 'destructive',
    });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/login?next=%2Fdashboard');
  });

  it('waits 500 ms after the toast before leaving', async () => {
    const { redirectToLogin } = await import('./redirects');
    redirectToLogin();
    await vi.advanceTimersByTimeAsync(400);
    expect(assign).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(assign).toHaveBeenCalledWith('/api/login');
  });

  // The toast area's code may still be loading, then the toast must be painted: the 500 ms count from
  // when both have happened, however long that takes.
  it.each([
    ["the toast area's code has arrived", (wait: Promise<void>) => (toasterLoaded = wait)],
    ['the toast is on screen', (wait: Promise<void>) => (toastOnScreen = wait)],
  ])('counts the 500 ms only once %s', async (_, holdBack) => {
    let release = () => {};
    holdBack(new Promise<void>((resolve) => (release = resolve)));
    const { redirectToLogin } = await import('./redirects');
    redirectToLogin();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(assign).not.toHaveBeenCalled();
    release();
    await vi.advanceTimersByTimeAsync(400);
    expect(assign).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(assign).toHaveBeenCalledWith('/api/login');
  });

  it('leaves after 10 s when the toast never shows', async () => {
    toastOnScreen = new Promise<void>(() => {});
    const { redirectToLogin } = await import('./redirects');
    redirectToLogin();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(assign).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(assign).toHaveBeenCalledWith('/api/login');
  });
});
