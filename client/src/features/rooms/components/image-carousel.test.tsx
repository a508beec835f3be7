// @vitest-environment jsdom
// A room card's photos: the first one only, until the visitor shows interest in the carousel.
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageCarousel } from './image-carousel';

const PHOTOS = ['terrace', 'bed', 'view'].map((name) => ({
  src: `/images/rooms/test-${name}`,
  alt: `The ${name}`,
}));

beforeEach(() => {
  // jsdom lays nothing out and has no scrolling
  Element.prototype.scrollTo = vi.fn();
});
afterEach(cleanup);

const renderCarousel = () => {
  render(<ImageCarousel images={PHOTOS} label="Sunset Suite" sizes="100vw" />);
  return screen.getByRole('group', { name: 'Photos of Sunset Suite' });
};

const shownPhotos = () => screen.queryAllByRole('img').map((img) => img.getAttribute('alt'));

describe('ImageCarousel', () => {
  it('draws the first photo only while nobody has touched it', () => {
    renderCarousel();
    expect(shownPhotos()).toEqual(['The terrace']);
    expect(screen.getAllByRole('button', { name: /^Show photo \d of 3$/ })).toHaveLength(3);
  });

  it.each([
    [
      'the pointer comes over it',
      (track: HTMLElement) => fireEvent.pointerEnter(track.parentElement as Element),
    ],
    ['a finger or the mouse presses on it', (track: HTMLElement) => fireEvent.pointerDown(track)],
    ['it is scrolled', (track: HTMLElement) => fireEvent.scroll(track)],
    ['the keyboard focuses it (Tab)', (track: HTMLElement) => act(() => track.focus())],
    [
      'the keyboard focuses one of its buttons',
      () => act(() => screen.getByRole('button', { name: 'Show photo 1 of 3' }).focus()),
    ],
  ])('draws every photo once %s', (_, interest) => {
    interest(renderCarousel());
    expect(shownPhotos()).toEqual(['The terrace', 'The bed', 'The view']);
  });

  it('Next photo draws them all and moves the dot', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo of Sunset Suite' }));
    expect(shownPhotos()).toEqual(['The terrace', 'The bed', 'The view']);
    expect(screen.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute('aria-current', 'true');
  });
});
