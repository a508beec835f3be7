// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingPlaceholders, SkeletonCard } from './skeleton';

afterEach(cleanup);

describe('LoadingPlaceholders', () => {
  it('marks the region busy, says the label once and repeats the placeholder', () => {
    const { container } = render(
      <LoadingPlaceholders label="Loading users…" count={3} className="grid" data-testid="loading">
        <p className="copy">placeholder</p>
      </LoadingPlaceholders>,
    );
    const region = screen.getByTestId('loading');
    expect(region.tagName).toBe('DIV');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveClass('grid');
    expect(screen.getByRole('status')).toHaveTextContent('Loading users…');
    expect(container.querySelectorAll('.copy')).toHaveLength(3);
  });

  it('as a list: each copy in an <li>, named by aria-label, no status line', () => {
    render(
      <LoadingPlaceholders list count={2} aria-label="Loading facilities">
        <span>card</span>
      </LoadingPlaceholders>,
    );
    const list = screen.getByRole('list', { name: 'Loading facilities' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('SkeletonCard', () => {
  it('draws one bar per class list', () => {
    const { container } = render(<SkeletonCard className="grid p-5" bars={['h-4 w-28', 'h-8 w-36']} />);
    const bars = container.querySelectorAll('[aria-hidden="true"]');
    expect([...bars].map((bar) => bar.classList.contains('h-4') || bar.classList.contains('h-8'))).toEqual([
      true,
      true,
    ]);
  });

  it('with a picture: the picture bar on top, the others in the body, the card clipped', () => {
    const { container } = render(
      <SkeletonCard image="aspect-[3/2]" bodyClassName="grid gap-2" bars={['h-5', 'h-4']} />,
    );
    const card = container.firstElementChild as HTMLElement;
    expect(card).toHaveClass('overflow-hidden');
    expect(card.firstElementChild).toHaveClass('aspect-[3/2]');
    expect(card.querySelector('.grid.gap-2')?.children).toHaveLength(2);
  });
});
