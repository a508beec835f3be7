import { describe, expect, it } from 'vitest';
import { isKnownPage, PAGES } from './routes';

describe('isKnownPage', () => {
  it('knows every page of the list, with its parameters filled in', () => {
    for (const path of Object.values(PAGES)) {
      expect(isKnownPage(path.replace(/:[^/]+/g, 'a1b2')), path).toBe(true);
    }
  });

  it('knows the pages of spec section 2', () => {
    for (const path of [
      '/',
      '/login',
      '/signup',
      '/forgot-password',
      '/rooms',
      '/rooms/3f0c6f8e-0000-4000-8000-000000000000',
      '/booking/3f0c6f8e-0000-4000-8000-000000000000',
      '/amenities',
      '/contact',
      '/dashboard',
      '/receptionist-dashboard',
      '/admin-dashboard',
      '/admin-users',
      '/admin-content',
      '/admin-chatbot',
      '/admin-amenities',
    ]) {
      expect(isKnownPage(path), path).toBe(true);
    }
  });

  it('ignores a trailing slash', () => {
    expect(isKnownPage('/rooms/')).toBe(true);
    expect(isKnownPage('/contact//')).toBe(true);
  });

  it('refuses any other path', () => {
    for (const path of [
      '/nope',
      '/rooms/a/b',
      '/booking',
      '/booking/',
      '/admin',
      '/roomsx',
      '/login/extra',
      '',
    ]) {
      expect(isKnownPage(path), path).toBe(false);
    }
  });
});
