import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addFaqEntry, listFaqEntries, orderFaqEntries, removeFaqEntry } from '../../../../shared/api/admin-pages/contracts';
import type { StaffFaqEntry } from '../../../../shared/api/admin-pages/schemas';
import { pathOf } from '../../../../shared/api/contract';
import { fakeServer, jsonResponse } from '../../../test/fake-api';
import { FaqAdminPage } from './faq-page';

const A: StaffFaqEntry = {
  id: 1,
  question: { en: 'How do I choose a maid?', ar: 'كيف أختار عاملة منزلية؟', hi: 'मेड कैसे चुनें?', ru: 'Как выбрать домработницу?', fr: 'Comment choisir ?' },
  answer: { en: 'Watch the videos.', ar: 'شاهد المقاطع.', hi: 'वीडियो देखें।', ru: 'Смотрите видео.', fr: 'Regardez les vidéos.' },
  nannyQuestion: null,
  nannyAnswer: null,
  position: 1,
  published: true,
  updatedAt: '2026-11-28T10:00:00Z',
};
const B: StaffFaqEntry = { ...A, id: 2, question: { en: 'Can I cancel?', fr: 'Puis-je annuler ?' }, answer: { en: 'Yes.' }, position: 2, published: false };

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FaqAdminPage />
    </QueryClientProvider>,
  );
}
const list = (...entries: StaffFaqEntry[]) => () => jsonResponse({ entries });
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the FAQ screen', () => {
  it('marks the languages still to write and what is not published, and sends the whole new order on Move down', async () => {
    const calls = fakeServer({ [`GET ${listFaqEntries.path}`]: [list(A, B), list(B, A)], [`PUT ${orderFaqEntries.path}`]: [list(B, A)] });
    renderPage();
    const first = await screen.findByRole('listitem', { name: 'FAQ entry 1' });
    expect(within(first).queryByText(/Needs translation/)).toBeNull();
    const second = screen.getByRole('listitem', { name: 'FAQ entry 2' });
    expect(within(second).getByText('Not published')).toBeTruthy();
    expect(within(second).getByText('Needs translation: Arabic, Russian, Hindi')).toBeTruthy();
    expect(within(second).getByText('Needs translation: Arabic, Russian, Hindi, French')).toBeTruthy();
    expect((within(first).getByRole('button', { name: 'Move up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(first).getByRole('button', { name: 'Move down' }));
    await waitFor(() => expect(calls.some((c) => c.url === orderFaqEntries.path)).toBe(true));
    expect(bodyOf(calls.find((c) => c.url === orderFaqEntries.path)!.init)).toEqual({ ids: [2, 1] });
  });

  it('adds an entry with every language written, and deletes one only once confirmed', async () => {
    const calls = fakeServer({
      [`GET ${listFaqEntries.path}`]: [list(A), list(A, B), list(B)],
      [`POST ${addFaqEntry.path}`]: [() => jsonResponse({ entry: B })],
      [`DELETE ${pathOf(removeFaqEntry, { id: 1 })}`]: [() => jsonResponse({ removed: true })],
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add an entry' }));
    const form = screen.getByRole('form', { name: 'New FAQ entry' });
    fireEvent.change(within(form).getByLabelText('Question in English'), { target: { value: 'Can I cancel?' } });
    fireEvent.change(within(form).getByLabelText('Question in Arabic'), { target: { value: 'هل يمكنني الإلغاء؟' } });
    fireEvent.change(within(form).getByLabelText('Answer in English'), { target: { value: 'Yes.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'POST')).toBe(true));
    expect(bodyOf(calls.find((c) => c.init.method === 'POST')!.init)).toMatchObject({
      question: { en: 'Can I cancel?', ar: 'هل يمكنني الإلغاء؟' },
      answer: { en: 'Yes.' },
      published: true,
    });
    await screen.findByRole('listitem', { name: 'FAQ entry 2' });

    const first = screen.getByRole('listitem', { name: 'FAQ entry 1' });
    fireEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(false);
    fireEvent.click(within(first).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'DELETE')).toBe(true));
  });
});
