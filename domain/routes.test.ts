import { describe, expect, it } from 'vitest';
import { isIndexablePage, isKnownPage, PAGES, pathIn, splitLanguage } from './routes';

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

describe('language paths', () => {
  it('puts Filipino pages under /fil and reads them back', () => {
    expect(pathIn('fil', '/')).toBe('/fil');
    expect(pathIn('fil', '/rooms/abc')).toBe('/fil/rooms/abc');
    expect(pathIn('en', '/rooms')).toBe('/rooms');
    expect(splitLanguage('/fil')).toEqual({ language: 'fil', path: '/' });
    expect(splitLanguage('/fil/contact')).toEqual({ language: 'fil', path: '/contact' });
    expect(splitLanguage('/filipino')).toEqual({ language: 'en', path: '/filipino' });
    expect(isKnownPage('/fil/rooms/abc')).toBe(true);
    expect(isKnownPage('/fil/nowhere')).toBe(false);
  });

  it('lets search engines list only the public pages', () => {
    for (const path of ['/', '/fil', '/rooms', '/fil/rooms/abc', '/amenities', '/contact/']) {
      expect(isIndexablePage(path), path).toBe(true);
    }
    for (const path of ['/login', '/fil/signup', '/booking/abc', '/dashboard', '/admin-users', '/nowhere']) {
      expect(isIndexablePage(path), path).toBe(false);
    }
  });
});
