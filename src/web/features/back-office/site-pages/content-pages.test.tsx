import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listContentPages, updateContentPage } from '../../../../shared/api/admin-pages/contracts';
import type { StaffContentPage } from '../../../../shared/api/admin-pages/schemas';
import { pathOf } from '../../../../shared/api/contract';
import { MemoryRouter } from '../../../lib/router';
import { fakeServer, jsonResponse } from '../../../test/fake-api';
import { ContentPageEditor } from './content-page-editor';
import { ContentPagesPage } from './content-pages-page';

const all = { ar: 'ع', hi: 'ह', ru: 'р', fr: 'f' };
const OEC: StaffContentPage = {
  pageCode: 'oec',
  title: { en: 'The OEC for your Filipina maid', ...all },
  intro: { en: 'The OEC lets her travel.', ...all },
  sections: [{ heading: { en: 'How we help', ...all }, paragraphs: [], items: [{ en: 'We book her appointment.', ar: 'نحجز موعدها.', ru: 'р', fr: 'f' }] }],
  updatedAt: '2026-11-28T10:00:00Z',
};
const SERVICES: StaffContentPage = { ...OEC, pageCode: 'services', title: { en: 'Our services', ...all }, sections: [] };

function renderAt(path: string, element: React.ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as { title: object; sections: Array<{ paragraphs: object[]; items: object[] }> };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the content pages screens', () => {
  it('lists the pages with their path, marking a page while one of its texts lacks a language', async () => {
    fakeServer({ [`GET ${listContentPages.path}`]: [() => jsonResponse({ pages: [SERVICES, OEC] })] });
    renderAt('/admin/pages', <ContentPagesPage />);
    const oec = (await screen.findByRole('link', { name: 'The OEC for your Filipina maid' })).closest('li')!;
    expect(within(oec).getByText('/oec')).toBeTruthy();
    expect(within(oec).getByText('Needs translation: Hindi')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'The OEC for your Filipina maid' }).getAttribute('href')).toBe('/admin/page?code=oec');
    const services = screen.getByRole('link', { name: 'Our services' }).closest('li')!;
    expect(within(services).queryByText(/Needs translation/)).toBeNull();
  });

  it('saves a page with each language kept, a changed Arabic title and a paragraph added', async () => {
    const calls = fakeServer({
      // The list as refetched after the save carries the page's new save time.
      [`GET ${listContentPages.path}`]: [() => jsonResponse({ pages: [OEC] }), () => jsonResponse({ pages: [{ ...OEC, updatedAt: '2026-11-28T11:00:00Z' }] })],
      [`PUT ${pathOf(updateContentPage, { pageCode: 'oec' })}`]: [() => jsonResponse({ page: OEC })],
    });
    renderAt('/admin/page?code=oec', <ContentPageEditor />);
    fireEvent.change(await screen.findByLabelText('Title in Arabic'), { target: { value: 'شهادة OEC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a paragraph' }));
    fireEvent.change(screen.getByLabelText('Paragraph 1 in English'), { target: { value: 'Bring her passport.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'PUT')).toBe(true));
    const body = bodyOf(calls.find((c) => c.init.method === 'PUT')!.init);
    expect(body.title).toEqual({ ...OEC.title, ar: 'شهادة OEC' });
    expect(body.sections[0]!.paragraphs).toEqual([{ en: 'Bring her passport.' }]);
    expect(body.sections[0]!.items).toEqual(OEC.sections[0]!.items);
    expect(await screen.findByRole('status')).toBeTruthy();
    // The refetch after the save does not take the "Saved" away.
    await waitFor(() => expect(calls.filter((c) => (c.init.method ?? 'GET') === 'GET').length).toBe(2));
    expect(screen.getByRole('status').textContent).toBe('Saved. The page shows these texts now.');
  });

  it('says so for a code that is not a content page', async () => {
    fakeServer({ [`GET ${listContentPages.path}`]: [() => jsonResponse({ pages: [OEC] })] });
    renderAt('/admin/page?code=nowhere', <ContentPageEditor />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/No content page has the code “nowhere”/);
  });
});
