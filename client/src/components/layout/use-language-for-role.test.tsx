// @vitest-environment jsdom
// The account's language (issue 12): adopted by a browser with no stored choice; a stored choice wins.
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUser } from '@/features/auth';
import { applyLanguage, currentLanguage } from '@/lib/i18n';
import { jsonResponse, renderWithQueryClient, stubFetch } from '@/test/stub-api';
import { useLanguageForRole } from './use-language-for-role';

let account: null | { role: 'customer' | 'receptionist'; language: 'en' | 'fil' } = null;

stubFetch((input) =>
  String(input).endsWith('/api/auth/user') && account
    ? jsonResponse({ id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Cruz', ...account })
    : jsonResponse({ message: 'Unauthorized' }, 401),
);

afterEach(async () => {
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
  it("adopts a signed-in guest's Filipino when this browser has no stored choice, and remembers it", async () => {
    account = { role: 'customer', language: 'fil' };
    await renderPage();
    await waitFor(() => expect(document.documentElement.lang).toBe('fil'));
    expect(currentLanguage()).toBe('fil');
    expect(localStorage.getItem('language')).toBe('fil');
  });

  it("keeps this browser's stored English over the account's Filipino", async () => {
    localStorage.setItem('language', 'en');
    account = { role: 'customer', language: 'fil' };
    await renderPage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentLanguage()).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it("keeps this browser's stored Filipino over the account's English", async () => {
    localStorage.setItem('language', 'fil');
    account = { role: 'customer', language: 'en' };
    await renderPage();
    await waitFor(() => expect(document.documentElement.lang).toBe('fil'));
    expect(localStorage.getItem('language')).toBe('fil');
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
