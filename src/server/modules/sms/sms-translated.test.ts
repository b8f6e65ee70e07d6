import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAGES } from '../../../shared/application/stages.js';
import { untranslatedWords } from '../../../shared/i18n/untranslated-text.js';
import type { Language } from '../../../shared/tracking.js';
import * as interviewTexts from './interview-texts.js';
import * as moneyTexts from './money-texts.js';
import * as serviceTexts from './service-texts.js';
import * as smsTexts from './sms-texts.js';

/**
 * Issue 31: every SMS the server can send, in each language, has no English left but what every
 * language shows as it is: the site's name, the maid's name, links, references and codes
 * (untranslatedWords lets words with digits and links through; the names are passed).
 */

const SITE = 'Sunrise Maids';
const MAID = 'Maricel';
const REFERENCE = 'SM-7K4P-2Q9X';
const LINK = 'https://sunrise-maids.ae/my-application?appId=5b1e4c2a&t=eyJhIjoiYiJ9.c2ln&lang=ar';
const LANGUAGES = ['ar', 'hi', 'ru', 'fr'] as const;
/** An interview call's time (issue 32): a Tuesday morning, its weekday and month written in the language. */
const CALL_AT = new Date('2026-12-01T06:30:00Z');

/** The mark the test mode puts before the card's code: for testers, never sent to a family in production (sms-texts.ts). */
const TEST_MODE_MARK = '[TEST MODE] ';

/** Every text function of the SMS modules, each with realistic values, by its export name. */
const RENDERERS: Record<string, (lang: Language) => string[]> = {
  stageSmsText: (lang) => STAGES.map((stage) => smsTexts.stageSmsText(lang, SITE, REFERENCE, stage, LINK)),
  continueOnPhoneText: (lang) => [smsTexts.continueOnPhoneText(lang, SITE, REFERENCE, LINK)],
  spouseSignText: (lang) => [smsTexts.spouseSignText(lang, SITE, REFERENCE, LINK)],
  cardCodeText: (lang) => [
    smsTexts.cardCodeText(lang, '042917', 10, false),
    smsTexts.cardCodeText(lang, '042917', 10, false, true),
    // The test mode's mark stays English (for testers); the rest of the message is checked.
    smsTexts.cardCodeText(lang, '042917', 10, true).replace(TEST_MODE_MARK, ''),
  ],
  existingClientCodeText: (lang) => [smsTexts.existingClientCodeText(lang, '318204', 10)],
  debitReturnedText: (lang) => [moneyTexts.debitReturnedText(lang, SITE, REFERENCE, 367_500, '2026-12-01', LINK)],
  cardPaymentDueText: (lang) => [moneyTexts.cardPaymentDueText(lang, SITE, REFERENCE, 105_000, '2027-01-01', LINK)],
  replacementAskedText: (lang) => [serviceTexts.replacementAskedText(lang, SITE, REFERENCE, '2026-12-08')],
  problemReportedText: (lang) => [serviceTexts.problemReportedText(lang, SITE, REFERENCE, '2026-12-03')],
  cancelCodeText: (lang) => [serviceTexts.cancelCodeText(lang, '550113', 10)],
  cancelledText: (lang) => [
    serviceTexts.cancelledText(lang, SITE, REFERENCE, '2026-12-31', 0, '2027-01-14'),
    serviceTexts.cancelledText(lang, SITE, REFERENCE, '2026-12-31', 21_000, '2027-01-14'),
  ],
  replacementArrivalText: (lang) => [serviceTexts.replacementArrivalText(lang, SITE, REFERENCE, MAID, '2026-12-10')],
  refundPaidText: (lang) => [serviceTexts.refundPaidText(lang, SITE, REFERENCE, 21_000)],
  interviewBookedText: (lang) => [interviewTexts.interviewBookedText(lang, SITE, MAID, CALL_AT, LINK)],
  interviewConfirmedText: (lang) => [interviewTexts.interviewConfirmedText(lang, SITE, MAID, CALL_AT, LINK)],
  interviewDeclinedText: (lang) => [interviewTexts.interviewDeclinedText(lang, SITE, MAID, CALL_AT, LINK)],
  interviewMovedText: (lang) => [interviewTexts.interviewMovedText(lang, SITE, MAID, CALL_AT, LINK)],
  interviewReminderText: (lang) => [interviewTexts.interviewReminderText(lang, SITE, MAID, CALL_AT, LINK)],
  interviewMaidGoneText: (lang) => [interviewTexts.interviewMaidGoneText(lang, SITE, MAID, CALL_AT, LINK)],
};

describe('every SMS the server sends, in every language (issue 31)', () => {
  it('covers every text function of the SMS modules', () => {
    const texts = Object.entries({ ...smsTexts, ...moneyTexts, ...serviceTexts, ...interviewTexts })
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name);
    expect(Object.keys(RENDERERS).sort()).toEqual(texts.sort());
  });

  it('covers every module that sends an SMS: each takes its text from the SMS modules', () => {
    const senders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && /\bsms\.send\(/.test(fs.readFileSync(file, 'utf8'))) senders.push(file);
      }
    };
    walk(path.resolve(import.meta.dirname, '../..'));
    expect(senders.length).toBeGreaterThan(5);
    for (const file of senders) expect(fs.readFileSync(file, 'utf8'), file).toMatch(/from '\.\.?\/(sms\/)?(sms|money|service|interview)-texts\.js'/);
  });

  it.each(LANGUAGES)('has no English left in %s', (lang) => {
    const left = Object.entries(RENDERERS).flatMap(([name, render]) =>
      render(lang)
        .map((text) => ({ name, text, words: untranslatedWords(text, lang, [SITE, MAID]) }))
        .filter((found) => found.words.length > 0),
    );
    expect(left).toEqual([]);
    // Not left in English by falling back: the texts are in the language's script (French is checked by its words).
    if (lang !== 'fr') for (const render of Object.values(RENDERERS)) for (const text of render(lang)) expect(text).toMatch(/[\u0600-\u06FF\u0900-\u097F\u0400-\u04FF]/);
  });
});
