// @vitest-environment jsdom
// The account's language: adopted by a browser with no stored choice (at its own address);
// a stored choice wins.
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUser } from '@/features/auth';
import { applyLanguage, currentLanguage } from '@/lib/i18n';
import { goToPage } from '@/lib/redirects';
import { jsonResponse, renderWithQueryClient, stubFetch } from '@/test/stub-api';
import { aUser } from '@/test/user';
import { useLanguageForRole } from './use-language-for-role';

vi.mock('@/lib/redirects', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/redirects')>()),
  goToPage: vi.fn(),
}));

let account: null | { role: 'customer' | 'receptionist'; language: 'en' | 'fil' } = null;

stubFetch((input) =>
  String(input).endsWith('/api/auth/user') && account
    ? jsonResponse(aUser({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Cruz', ...account }))
    : jsonResponse({ message: 'Unauthorized' }, 401),
);

afterEach(async () => {
  vi.mocked(goToPage).mockClear();
  window.history.replaceState(null, '', '/');
  account = null;
  localStorage.clear();
  await applyLanguage('en');
});

const Page = () => {
  useLanguageForRole();
  const { user, isLoading } = useUser();
  return <p>{isLoading ? 'loading' : (user?.firstName ?? 'visitor')}</p>;
};

const renderPage = async () => {
  const view = renderWithQueryClient(<Page />);
  await view.findByText(account ? 'Ana' : 'visitor');
  return view;
};

describe('the page language and the account language', () => {
  it("adopts a signed-in guest's Filipino when this browser has no stored choice: remembers it and moves to the Filipino address", async () => {
    window.history.replaceState(null, '', '/dashboard?tab=payments');
    account = { role: 'customer', language: 'fil' };
    await renderPage();
    await waitFor(() => expect(goToPage).toHaveBeenCalledWith('/fil/dashboard?tab=payments'));
    expect(localStorage.getItem('language')).toBe('fil');
    // the page is not repainted in place: the Filipino address is rendered in Filipino
    expect(currentLanguage()).toBe('en');
  });

  it('stays on a Filipino address for a guest whose account is Filipino, and remembers it', async () => {
    window.history.replaceState(null, '', '/fil/dashboard');
    account = { role: 'customer', language: 'fil' };
    await renderPage();
    await waitFor(() => expect(currentLanguage()).toBe('fil'));
    expect(localStorage.getItem('language')).toBe('fil');
    expect(goToPage).not.toHaveBeenCalled();
  });

  it.each([
    ['English', 'en', 'fil'],
    ['Filipino', 'fil', 'en'],
  ] as const)(
    "keeps this browser's stored %s over the account's other language",
    async (_, stored, theirs) => {
      localStorage.setItem('language', stored);
      account = { role: 'customer', language: theirs };
      await renderPage();
      await waitFor(() => expect(document.documentElement.lang).toBe(stored));
      // give the account's language the time to (wrongly) take over
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(currentLanguage()).toBe(stored);
      expect(localStorage.getItem('language')).toBe(stored);
    },
  );

  it('moves staff from a Filipino address to its English one, and remembers English', async () => {
    window.history.replaceState(null, '', '/fil/receptionist-dashboard?tab=payments');
    localStorage.setItem('language', 'fil');
    account = { role: 'receptionist', language: 'fil' };
    await renderPage();
    await waitFor(() => expect(goToPage).toHaveBeenCalledWith('/receptionist-dashboard?tab=payments'));
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('stays English for a visitor, and for staff whatever their account says', async () => {
    await renderPage();
    expect(currentLanguage()).toBe('en');
    account = { role: 'receptionist', language: 'fil' };
    await renderPage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentLanguage()).toBe('en');
    expect(localStorage.getItem('language')).toBeNull();
  });
});
