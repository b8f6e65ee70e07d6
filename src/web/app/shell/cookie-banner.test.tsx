import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieBanner } from './cookie-banner';

beforeEach(() => {
  vi.useFakeTimers();
  window.dataLayer = [];
});
afterEach(() => vi.useRealTimers());

const renderBanner = () =>
  render(
    <MemoryRouter>
      <button type="button">outside</button>
      <CookieBanner />
    </MemoryRouter>,
  );

describe('cookie banner', () => {
  it('does not show without v_ab in session', () => {
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookies Control' })).toBeNull();
  });

  it('grants consent and hides itself after 2 s plus 8 s', () => {
    sessionStorage.setItem('CC_V_AB', '1');
    renderBanner();
    expect(screen.getByRole('region', { name: 'Cookies Control' })).toBeTruthy();
    act(() => void vi.advanceTimersByTime(9999));
    expect(screen.getByRole('region', { name: 'Cookies Control' })).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('region', { name: 'Cookies Control' })).toBeNull();
    expect(localStorage.getItem('consentMode')).toBe('granted');
  });

  it('hides on Accept, storing consent', () => {
    sessionStorage.setItem('CC_V_AB', '1');
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookies Control' })).toBeNull();
    expect(localStorage.getItem('consentMode')).toBe('granted');
  });

  it('hides on an outside click without deciding consent', () => {
    sessionStorage.setItem('CC_V_AB', '1');
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'outside' }));
    expect(screen.queryByRole('region', { name: 'Cookies Control' })).toBeNull();
    expect(localStorage.getItem('consentMode')).toBeNull();
    act(() => void vi.advanceTimersByTime(20_000));
    expect(localStorage.getItem('consentMode')).toBeNull();
  });

  it('hides on Learn More and opens Privacy Settings, whose switch toggles consent', () => {
    sessionStorage.setItem('CC_V_AB', '1');
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Learn More' }));
    expect(screen.queryByRole('region', { name: 'Cookies Control' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Privacy Settings' });
    expect(dialog.querySelector('a')?.getAttribute('href')).toBe('/terms-of-service');
    const toggle = screen.getByRole('switch') as HTMLInputElement;
    fireEvent.click(toggle);
    expect(localStorage.getItem('consentMode')).toBe('denied');
    fireEvent.click(toggle);
    expect(localStorage.getItem('consentMode')).toBe('granted');
    expect(window.dataLayer?.filter((e) => (e as { event?: string }).event === 'consent_update')).toHaveLength(2);
  });
});
