import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissNotification, notify } from '../../lib/notifications';
import { NotificationBanner } from './notification-banner';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => dismissNotification());
  vi.useRealTimers();
});

describe('notification banner', () => {
  it('is hidden until a message arrives, then shows every field with the HTML sanitised', () => {
    const { container } = render(<NotificationBanner />);
    expect(container.firstChild).toBeNull();
    act(() => {
      notify({
        type: 'danger',
        title: 'Oops',
        html: '<b>Bold</b><img src=x onerror="alert(1)"><a href="javascript:alert(1)">bad</a>',
        align: 'bottom-right',
        showOnTop: true,
        duration: 0,
      });
    });
    const alert = screen.getByRole('alert');
    expect(alert.dataset.align).toBe('bottom-right');
    expect(alert.className).toContain('custom-alert');
    expect(alert.className).toContain('onTop');
    expect(alert.className).toContain('alignBottomRight');
    expect(alert.querySelector('b')?.textContent).toBe('Bold');
    expect(alert.querySelector('img')).toBeNull();
    expect(alert.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('clears itself after its duration', () => {
    render(<NotificationBanner />);
    act(() => void notify({ type: 'info', title: 'Saved', duration: 4000 }));
    act(() => void vi.advanceTimersByTime(3999));
    expect(screen.getByRole('status').textContent).toContain('Saved');
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes with its button, and on any click when closeOnWindowClick is set', () => {
    render(<NotificationBanner />);
    act(() => void notify({ type: 'info', title: 'One', duration: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();

    act(() => void notify({ type: 'info', title: 'Two', duration: 0 }));
    fireEvent.click(document.body);
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => void notify({ type: 'info', title: 'Three', duration: 0, closeOnWindowClick: true }));
    act(() => void vi.advanceTimersByTime(1));
    fireEvent.click(document.body);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tracks a scroll of more than 20 px while shown', () => {
    render(<NotificationBanner />);
    act(() => void notify({ type: 'info', title: 'Scroll', duration: 0 }));
    expect(screen.getByRole('status').dataset.scrolled).toBeUndefined();
    act(() => {
      window.scrollY = 21;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('status').dataset.scrolled).toBe('true');
    window.scrollY = 0;
  });
});
