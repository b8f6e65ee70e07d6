import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getContentPage, getFaq } from '../../../shared/api/site-pages/contracts';
import type { ContentPageTexts } from '../../../shared/api/site-pages/schemas';
import { pathOf } from '../../../shared/api/contract';
import { setCatalogueForTests } from '../../lib/i18n';
import { MemoryRouter } from '../../lib/router';
import { fakeServer, jsonResponse } from '../../test/fake-api';
import { ContentPage } from './content-page';

const SERVICES: ContentPageTexts = {
  pageCode: 'services',
  title: 'خدماتنا',
  intro: 'كل ما تحتاجه.',
  sections: [
    { heading: 'عاملات بدوام كامل', paragraphs: ['مقيمات أو غير مقيمات.'], items: [] },
    { heading: 'التأشيرة', paragraphs: [], items: ['الفحص الطبي', 'البصمات'] },
  ],
};

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ContentPage page="services" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCatalogueForTests('en', undefined);
});

describe('ContentPage (its texts written by staff, issue 31)', () => {
  it('shows the texts the server answers in the page’s language, then the page’s links', async () => {
    setCatalogueForTests('ar', { 'See available maids': 'تصفح العاملات المتاحات' });
    const calls = fakeServer({ [`GET ${pathOf(getContentPage, { pageCode: 'services' })}`]: [() => jsonResponse(SERVICES)] });
    renderPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('خدماتنا');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['عاملات بدوام كامل', 'التأشيرة']);
    expect(screen.getByText('مقيمات أو غير مقيمات.')).toBeTruthy();
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['الفحص الطبي', 'البصمات']);
    expect(screen.getByRole('link', { name: 'تصفح العاملات المتاحات' }).getAttribute('href')).toBe('/hire-maid');
    expect(new URL(calls[0]!.url, 'http://x').searchParams.get('lang')).toBe('ar');
    expect(calls.some((c) => c.url.includes(getFaq.path))).toBe(false);
  });

  it('says what to do when its texts could not be loaded', async () => {
    fakeServer({ [`GET ${pathOf(getContentPage, { pageCode: 'services' })}`]: [() => jsonResponse({ error: 'down' }, 503)] });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toMatch(/check your connection and try again/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
