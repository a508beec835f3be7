// Which address a page is rendered and cached under: query parameters no page reads, a trailing slash, a
// flood of pages never asked before, and pageAddress itself.
import { describe, expect, it } from 'vitest';
import { pageAddress } from './server-rendering';
import { ssrTestApp } from './test-ssr';

const { app, room, crawl, rendering } = await ssrTestApp();

describe('a page with query parameters no page reads', () => {
  it('is the same page, rendered once (a Facebook click adds fbclid to every link)', async () => {
    rendering.renders.length = 0;
    const pagePath = `/rooms/${room.id}`;
    const answers = [];
    for (const query of ['?fbclid=IwAR0one', '?fbclid=IwAR0two&utm_source=facebook', ''])
      answers.push(await crawl(`${pagePath}${query}`));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.title).toEqual(answers[2]?.title);
    }
    expect(answers[2]?.title[0]).toMatch(/Suite · Casa Alon Beach Resort$/);
    // rendered once at most (an earlier test's render may still be kept), and under its own address
    expect(rendering.renders.length, JSON.stringify(rendering.renders)).toBeLessThanOrEqual(1);
    expect(rendering.renders.filter((url) => url !== pagePath)).toEqual([]);
  });
});

describe('a flood of pages never asked before', () => {
  it('gets the plain shell beyond the rendering.renders that may wait, every answer a 200', async () => {
    rendering.renders.length = 0;
    rendering.mostInFlight = 0;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.inject({
          method: 'GET',
          url: `/rooms?maxPrice=${1000 + i}`,
          headers: { 'accept-encoding': 'identity' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const shells = answers.filter((answer) => answer.body.includes('<div id="root"></div>'));
    expect(shells.length).toBeGreaterThan(0);
    expect(answers.length - shells.length).toBe(rendering.renders.length);
    expect(rendering.mostInFlight).toBeLessThanOrEqual(16);
    // the shell is Vite's page as built: its own title, for the browser to render
    expect(shells[0]?.body).toContain('<title>Casa Alon Beach Resort</title>');
    // once the flood is over, a page is rendered again
    const later = await crawl('/rooms?maxPrice=99999');
    expect(later.text).toContain('Garden Room');
  });
});

describe('a page asked with a trailing slash', () => {
  it('moves for good to its one address, query and all', async () => {
    for (const [asked, address] of [
      ['/rooms/', '/rooms'],
      ['/fil/', '/fil'],
      [`/fil/rooms/${room.id}/?adults=2`, `/fil/rooms/${room.id}?adults=2`],
      ['/contact//', '/contact'],
    ]) {
      const response = await app.inject({ method: 'GET', url: asked });
      expect(response.statusCode, asked).toBe(301);
      expect(response.headers.location, asked).toBe(address);
    }
  });

  it('never sends the browser to another site', async () => {
    for (const asked of ['//evil.example/', '///evil.example//', '/%2F%2Fevil.example/']) {
      const response = await app.inject({ method: 'GET', url: asked });
      expect(response.headers.location, asked).toBeUndefined();
      expect(response.statusCode, asked).toBe(404);
    }
  });
});

describe('pageAddress', () => {
  it('keeps only the query a page reads, in one order', () => {
    expect(pageAddress('/rooms?fbclid=IwAR0abc&adults=2&checkin=2027-01-10')).toBe(
      '/rooms?checkin=2027-01-10&adults=2',
    );
    expect(pageAddress('/rooms?checkin=2027-01-10&adults=2')).toBe('/rooms?checkin=2027-01-10&adults=2');
    expect(pageAddress('/fil/rooms/abc?utm_source=fb&utm_medium=social')).toBe('/fil/rooms/abc');
    expect(pageAddress('/login?next=%2Fbooking%2Fabc')).toBe('/login?next=%2Fbooking%2Fabc');
    expect(pageAddress('/')).toBe('/');
    expect(pageAddress('/?')).toBe('/');
  });

  it('keeps the first of a repeated key, as the pages read it', () => {
    expect(pageAddress('/rooms?adults=2&adults=9')).toBe('/rooms?adults=2');
  });
});
