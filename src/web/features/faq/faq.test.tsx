import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFaq } from '../../../shared/api/site-pages/contracts';
import type { FaqEntry } from '../../../shared/api/site-pages/schemas';
import { DEFAULT_LABELS, NANNY_LABELS, type LabelOptions } from '../../../shared/labels';
import { setCatalogueForTests, t } from '../../lib/i18n';
import { MemoryRouter } from '../../lib/router';
import { fakeServer, jsonResponse } from '../../test/fake-api';
import { Faq } from './faq';

const ARABIC: FaqEntry[] = [
  { id: 1, question: 'كيف أختار عاملة منزلية؟', answer: 'شاهد المقاطع القصيرة.', nannyQuestion: 'كيف أختار مربية؟', nannyAnswer: 'شاهد مقاطع المربيات.' },
  { id: 2, question: 'هل يمكنني الإلغاء؟', answer: 'نعم.', nannyQuestion: 'هل يمكنني الإلغاء؟', nannyAnswer: 'نعم.' },
];
const ENGLISH: FaqEntry[] = [
  { id: 1, question: 'How do I choose a full-time maid?', answer: 'Watch the videos.', nannyQuestion: 'How do I choose a full-time nanny?', nannyAnswer: 'Watch the videos.' },
];

function renderFaq(labels: LabelOptions = DEFAULT_LABELS) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <Faq label={t} labels={labels} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The answer shown under a question (each is a <details>: its summary, then its answer). */
const answerTo = (question: string) => screen.getByText(question).closest('details')!.querySelector('p')!.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  setCatalogueForTests('en', undefined);
});

describe('Faq (its entries written by staff, issue 31)', () => {
  it('shows the entries the server answers in the page’s language, asking for that language by name', async () => {
    setCatalogueForTests('ar', {});
    const calls = fakeServer({ [`GET ${getFaq.path}`]: [() => jsonResponse({ entries: ARABIC })] });
    renderFaq();
    expect(await screen.findByText('كيف أختار عاملة منزلية؟')).toBeTruthy();
    expect(answerTo('هل يمكنني الإلغاء؟')).toBe('نعم.');
    expect(document.querySelectorAll('details')).toHaveLength(2);
    expect(new URL(calls[0]!.url, 'http://x').searchParams.get('lang')).toBe('ar');
  });

  it('in nanny mode shows each entry’s nanny wording', async () => {
    setCatalogueForTests('ar', {});
    fakeServer({ [`GET ${getFaq.path}`]: [() => jsonResponse({ entries: ARABIC })] });
    renderFaq(NANNY_LABELS);
    expect(await screen.findByText('كيف أختار مربية؟')).toBeTruthy();
    expect(answerTo('كيف أختار مربية؟')).toBe('شاهد مقاطع المربيات.');
    expect(screen.queryByText('كيف أختار عاملة منزلية؟')).toBeNull();
  });

  it('in English follows the page’s other labels too (v_nfts hides full-time)', async () => {
    fakeServer({ [`GET ${getFaq.path}`]: [() => jsonResponse({ entries: ENGLISH })] });
    renderFaq({ ...NANNY_LABELS, hideFullTime: true });
    expect(await screen.findByText('How do I choose a nanny?')).toBeTruthy();
  });

  it('says what to do when the entries could not be loaded, and tries again', async () => {
    fakeServer({ [`GET ${getFaq.path}`]: [() => jsonResponse({ error: 'down' }, 503), () => jsonResponse({ entries: ENGLISH })] });
    renderFaq();
    expect((await screen.findByRole('alert')).textContent).toMatch(/check your connection and try again/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('How do I choose a full-time maid?')).toBeTruthy();
  });
});
