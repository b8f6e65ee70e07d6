import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestimonial, listTestimonials, orderTestimonials, updateTestimonial } from '../../../../shared/api/admin-testimonials/contracts';
import type { StaffTestimonial } from '../../../../shared/api/admin-testimonials/schemas';
import { fakeServer, jsonResponse } from '../../../test/fake-api';
import { TestimonialsPage } from './testimonials-page';

const A: StaffTestimonial = {
  id: '00000000-0000-4000-8000-00000000000a',
  quote: { en: 'Kind and patient.', ar: 'لطيفة وصبورة.', hi: 'दयालु और धैर्यवान।', ru: 'Добрая и терпеливая.', fr: 'Gentille et patiente.' },
  place: { en: 'Dubai', ar: 'دبي', hi: 'दुबई', ru: 'Дубай', fr: 'Dubaï' },
  name: 'Mariam K.',
  rating: 5,
  published: true,
  demo: false,
  updatedAt: '2026-11-28T10:00:00Z',
};
const B: StaffTestimonial = { ...A, id: '00000000-0000-4000-8000-00000000000b', quote: { en: 'Quick answers.', fr: 'Des réponses rapides.' }, place: { en: 'Ajman' }, name: 'Tom B.', published: false };

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TestimonialsPage />
    </QueryClientProvider>,
  );
}
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;
const list = (...items: StaffTestimonial[]) => () => jsonResponse({ testimonials: items });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the testimonials screen', () => {
  it('marks the languages still to write, and moves and publishes a testimonial with every language kept', async () => {
    const calls = fakeServer({
      [`GET ${listTestimonials.path}`]: [list(A, B), list(B, A), list(B, A)],
      [`PUT ${orderTestimonials.path}`]: [list(B, A)],
      [`PUT ${updateTestimonial.path.replace(':id', B.id)}`]: [() => jsonResponse({ testimonial: { ...B, published: true } })],
    });
    renderPage();
    const tom = await screen.findByRole('listitem', { name: 'Testimonial from Tom B.' });
    expect(within(tom).getByText('Not published')).toBeTruthy();
    expect(within(tom).getByText('Needs translation: Arabic, Russian, Hindi')).toBeTruthy();
    expect(within(tom).getByText('Needs translation: Arabic, Russian, Hindi, French')).toBeTruthy();
    const mariam = screen.getByRole('listitem', { name: 'Testimonial from Mariam K.' });
    expect(within(mariam).queryByText(/Needs translation/)).toBeNull();
    expect((within(mariam).getByRole('button', { name: 'Move up' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(mariam).getByRole('button', { name: 'Move down' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'PUT' && c.url === orderTestimonials.path)).toBe(true));
    expect(bodyOf(calls.find((c) => c.url === orderTestimonials.path)!.init)).toEqual({ ids: [B.id, A.id] });

    fireEvent.click(within(await screen.findByRole('listitem', { name: 'Testimonial from Tom B.' })).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith(B.id))).toBe(true));
    expect(bodyOf(calls.find((c) => c.url.endsWith(B.id))!.init)).toEqual({ quote: B.quote, place: B.place, name: 'Tom B.', rating: 5, published: true });
  });

  it('shows the server’s refusal and marks the field it names', async () => {
    fakeServer({
      [`GET ${listTestimonials.path}`]: [list()],
      [`POST ${createTestimonial.path}`]: [
        () => jsonResponse({ error: "Invalid field 'quote.en': quote: write it in English at least", issues: [{ field: 'quote.en', message: 'quote: write it in English at least' }] }, 400),
      ],
    });
    renderPage();
    await screen.findByText('No testimonials yet: the landing page shows none.');
    fireEvent.click(screen.getByRole('button', { name: 'Add a testimonial' }));
    const form = screen.getByRole('form', { name: 'New testimonial' });
    fireEvent.change(within(form).getByLabelText('Quote in Arabic'), { target: { value: 'نص عربي' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/quote: write it in English at least/);
    expect(within(form).getByLabelText('Quote in English').getAttribute('aria-invalid')).toBe('true');
    expect((within(form).getByLabelText('Quote in Arabic') as HTMLTextAreaElement).value).toBe('نص عربي');
  });
});
