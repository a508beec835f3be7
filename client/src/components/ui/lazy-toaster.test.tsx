// @vitest-environment jsdom
// The toast area's code is left out of a page's load: it arrives with the visitor's first action, or at
// once for a toast shown before that.
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from '@/hooks/use-toast';

const loaded = vi.fn();
vi.mock('./toaster', () => {
  loaded();
  return { Toaster: () => <p>toast area</p> };
});

afterEach(() => {
  act(() => dismissToast());
  vi.resetModules();
  loaded.mockClear();
});

const renderFresh = async () => {
  const { LazyToaster } = await import('./lazy-toaster');
  return render(<LazyToaster />);
};

describe('LazyToaster', () => {
  it('does not load the toast area while the visitor only looks, and loads it at the first tap', async () => {
    vi.useFakeTimers();
    await renderFresh();
    // long after the page has gone quiet
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    vi.useRealTimers();
    expect(loaded).not.toHaveBeenCalled();
    expect(screen.queryByText('toast area')).toBeNull();

    fireEvent.pointerDown(document.body);
    expect(await screen.findByText('toast area')).toBeInTheDocument();
    expect(loaded).toHaveBeenCalledOnce();
  });

  it('loads it at once for a toast shown before any action', async () => {
    await renderFresh();
    act(() => {
      toast({ title: 'Signed out' });
    });
    expect(await screen.findByText('toast area')).toBeInTheDocument();
  });
});
