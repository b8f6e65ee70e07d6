import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../lib/router';
import { describe, expect, it } from 'vitest';
import { UrlPage } from './url-page';

describe('/url', () => {
  it('pushes the event, then refuses a host that is not on the allowlist', () => {
    window.dataLayer = [];
    render(
      <MemoryRouter initialEntries={[`/url?event=promo_click&url=${encodeURIComponent('//evil.example/x')}`]}>
        <UrlPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'This link cannot be opened' })).toBeTruthy();
    expect(window.dataLayer).toEqual([{ event: 'promo_click' }]);
  });

  it('ignores an event name that is not a plain token', () => {
    window.dataLayer = [];
    render(
      <MemoryRouter initialEntries={['/url?event=%3Cscript%3E']}>
        <UrlPage />
      </MemoryRouter>,
    );
    expect(window.dataLayer).toEqual([]);
  });
});
