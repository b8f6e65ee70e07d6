import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MINUTES, MAX_DOCUMENT_BYTES } from '../../../shared/application/constants.js';
import type { FaqEntry } from '../../../shared/api/site-pages/schemas.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { createPagesRepository } from './pages-repository.js';

/**
 * The FAQ as the site ships it (written by the migration from the web's former texts; staff may
 * reword it later): its answers agree with what the application does.
 */
let t: TestApp;
let entries: FaqEntry[];
beforeAll(async () => {
  t = await createTestApp();
  entries = await createPagesRepository(t.database.db).faq('en');
});
afterAll(() => t.close());

const answerTo = (question: string) => entries.find((e) => e.question === question)!.answer;

describe('the FAQ as shipped', () => {
  it('gives the application time the start screen gives (issue 16)', () => {
    expect(answerTo('How do I hire the maid I chose?')).toMatch(new RegExp(`it takes about ${APPLICATION_MINUTES} minutes\\.$`));
  });

  it('answers on price, documents, timing, replacement and refund, and cancelling (issue 34)', () => {
    // Price: where it is shown and what it depends on; no figure that could disagree with the price lists.
    const price = answerTo('How much does a maid cost?');
    expect(price).toMatch(/monthly price, VAT included/);
    expect(price).not.toMatch(/AED|\d/);
    // Documents: what the application asks for, with the upload limit it enforces.
    expect(answerTo('Which documents do I need?')).toMatch(
      new RegExp(`Emirates ID \\(front and back\\) and your passport, as photos or PDF files of up to ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB each, and the IBAN`),
    );
    // Timing: the application's minutes and the documents check's working day.
    expect(answerTo('How soon can my maid start?')).toMatch(new RegExp(`about ${APPLICATION_MINUTES} minutes\\. We check your documents within about 1 working day,`));
    // Replacement and refund: the landing page's promise, and no refund deadline the agency has not set.
    const fit = answerTo('What if my maid is not the right fit?');
    expect(fit).toMatch(/during her probation period, the UAE law on domestic workers gives you the right to a replacement or to a refund of the recruitment fee you paid us/);
    expect(fit).not.toMatch(/\d/);
    expect(answerTo('Can I cancel?')).toMatch(/^Yes\. Until you submit your application you can simply leave it: nothing is debited/);
    expect(entries).toHaveLength(12);
  });
});
