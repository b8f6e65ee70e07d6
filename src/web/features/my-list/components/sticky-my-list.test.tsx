import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StickyMyList } from './sticky-my-list';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('StickyMyList', () => {
  it('shows only after 700 px of scroll, and only with saved maids', () => {
    const onOpen = vi.fn();
    scrollTo(0);
    const view = render(<StickyMyList count={2} maids={[]} onOpen={onOpen} />);
    expect(screen.queryByRole('button', { name: 'View My List' })).toBeNull();
    scrollTo(700);
    expect(screen.queryByRole('button', { name: 'View My List' })).toBeNull();
    scrollTo(701);
    fireEvent.click(screen.getByRole('button', { name: 'View My List' }));
    expect(onOpen).toHaveBeenCalled();
    expect(screen.getByText('My List: 2 saved')).toBeTruthy();
    view.rerender(<StickyMyList count={0} maids={[]} onOpen={onOpen} />);
    expect(screen.queryByRole('button', { name: 'View My List' })).toBeNull();
    scrollTo(0);
  });
});
