import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Issue 31: "first debit" must not be confusable with "discount". In Arabic خصم is both a
 * deduction and a discount, so a debit is "الدفعة … بالخصم المباشر" (a payment by direct debit) and
 * never "الخصم الأول" ("the first discount"); in Hindi कटौती (and its plural) also reads as a price cut, so a debit
 * is a डेबिट भुगतान. Checked in the web's and the server's catalogues.
 */
const CONFUSABLE: Record<string, RegExp> = {
  ar: /الخصم الأول|خصم أول|الخصومات|كل خصم|أو خصم/,
  hi: /कटौत/,
};

const catalogue = (dir: string, lang: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`./catalogues/${dir}${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('a debit is never worded as a discount', () => {
  for (const dir of ['', 'server/'])
    for (const [lang, confusable] of Object.entries(CONFUSABLE))
      it(`${dir || 'web/'}${lang}`, () => {
        const debits = Object.entries(catalogue(dir, lang)).filter(([english]) => /\bdebit/i.test(english));
        expect(debits.length).toBeGreaterThan(0);
        expect(debits.filter(([, text]) => confusable.test(text)).map(([english, text]) => `${english} => ${text}`)).toEqual([]);
      });
});
