import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, returnPath, withNext } from './after-sign-in';

describe('pathAfterSignIn', () => {
  it('sends admins to the admin dashboard and receptionists to /dashboard whatever next says', () => {
    expect(pathAfterSignIn('admin', '/booking/abc')).toBe('/admin-dashboard');
    expect(pathAfterSignIn('receptionist', '/booking/abc')).toBe('/dashboard');
  });

  it('sends customers back to a safe next page, else home', () => {
    expect(pathAfterSignIn('customer', '/booking/abc')).toBe('/booking/abc');
    expect(pathAfterSignIn('customer', '/rooms?checkin=2026-12-24&adults=2')).toBe(
      '/rooms?checkin=2026-12-24&adults=2',
    );
    expect(pathAfterSignIn('customer', null)).toBe('/');
    expect(pathAfterSignIn(undefined, undefined)).toBe('/');
  });
});

describe('returnPath', () => {
  it('refuses other sites, API addresses and malformed paths', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/api/logout',
      'booking/abc',
      '/rooms\n',
      '',
    ]) {
      expect(returnPath(bad), bad).toBeNull();
    }
  });

  it('refuses the auth pages themselves so signing in never loops', () => {
    expect(returnPath('/login')).toBeNull();
    expect(returnPath('/signup?next=/rooms')).toBeNull();
    expect(returnPath('/forgot-password/')).toBeNull();
    expect(returnPath('/loginx')).toBe('/loginx');
  });
});

describe('withNext', () => {
  it('keeps a safe next page on links between the auth pages', () => {
    expect(withNext('/signup', '/booking/abc')).toBe('/signup?next=%2Fbooking%2Fabc');
    expect(withNext('/signup', '//evil.example')).toBe('/signup');
    expect(withNext('/login', null)).toBe('/login');
  });
});
