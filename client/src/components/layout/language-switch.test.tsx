// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { goToPage } from '@/lib/redirects';
import { jsonResponse, renderAt, requestsTo, stubFetch } from '@/test/stub-api';
import { aUser } from '@/test/user';
import { SiteHeader } from './site-header';

vi.mock('@/lib/redirects', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/redirects')>()),
  goToPage: vi.fn(),
}));

beforeEach(() => {
  window.history.replaceState(null, '', '/rooms?guests=2');
  vi.mocked(goToPage).mockClear();
});

let signedIn: null | { role: 'customer' | 'receptionist' } = null;

const fetchMock = stubFetch((input) => {
  const url = String(input);
  if (url.endsWith('/api/auth/user'))
    return signedIn
      ? jsonResponse(aUser({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Cruz', ...signedIn }))
      : jsonResponse({ message: 'Unauthorized' }, 401);
  if (url.endsWith('/api/auth/user/language')) return new Response(null, { status: 204 });
  return jsonResponse({ message: 'Not found' }, 404);
});

afterEach(async () => {
  signedIn = null;
  localStorage.clear();
  await applyLanguage('en');
});

const renderHeader = () => renderAt('/rooms', <SiteHeader overHero={false} />);

const languageGroup = () => screen.findByRole('group', { name: 'Language' });

describe('the header language switch', () => {
  it('starts in English, moves the page to its Filipino address and remembers the choice', async () => {
    const user = userEvent.setup();
    renderHeader();
    const group = await languageGroup();
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Filipino' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(group).getByRole('button', { name: 'Filipino' }));

    expect(goToPage).toHaveBeenCalledWith('/fil/rooms?guests=2');
    expect(localStorage.getItem('language')).toBe('fil');
    // the server reads the cookie to bring a returning visitor to the Filipino pages
    expect(document.cookie).toContain('language=fil');
    // a visitor has no account to save it on
    expect(requestsTo(fetchMock, '/api/auth/user/language')).toHaveLength(0);
  });

  it('on a Filipino page, English moves back to the English address', async () => {
    window.history.replaceState(null, '', '/fil/rooms');
    await applyLanguage('fil');
    const user = userEvent.setup();
    renderHeader();
    await user.click(
      within(await screen.findByRole('group', { name: 'Wika' })).getByRole('button', { name: 'English' }),
    );
    expect(goToPage).toHaveBeenCalledWith('/rooms');
  });

  it('is usable from the keyboard', async () => {
    const user = userEvent.setup();
    renderHeader();
    const filipino = within(await languageGroup()).getByRole('button', { name: 'Filipino' });
    filipino.focus();
    await user.keyboard('{Enter}');
    expect(goToPage).toHaveBeenCalledWith('/fil/rooms?guests=2');
  });

  it("saves a signed-in guest's choice on the account, for the emails", async () => {
    signedIn = { role: 'customer' };
    const user = userEvent.setup();
    renderHeader();
    await screen.findByText('Welcome, Ana');
    await user.click(within(await languageGroup()).getByRole('button', { name: 'Filipino' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/auth/user/language')).toHaveLength(1));
    const [, init] = requestsTo(fetchMock, '/api/auth/user/language')[0] ?? [];
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'fil' });
    // then the page moves
    await waitFor(() => expect(goToPage).toHaveBeenCalledWith('/fil/rooms?guests=2'));
  });

  it('is not shown to staff, whose screens stay English', async () => {
    signedIn = { role: 'receptionist' };
    renderHeader();
    await screen.findByText('Welcome, Ana');
    expect(screen.queryByRole('group', { name: 'Language' })).toBeNull();
  });
});
