import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LABELS, NANNY_LABELS } from '../../../shared/labels';
import { labelled } from '../../components/header/use-labels';
import { keyOf } from '../../../shared/i18n/key-of';
import { areasOf } from './catalogue-areas';
import { loadMainPart } from './catalogue-loaders';
import { ltr, msg, t, setCatalogueForTests } from '.';

afterEach(() => setCatalogueForTests('en', undefined));

describe('the translation layer', () => {
  it('formats English from the code: arguments and ICU plurals, compiled at the call by the build plugin', () => {
    expect(t('Hire {name}', { name: 'Rowena' })).toBe('Hire Rowena');
    expect(t('{n, plural, one {{n} day} other {{n} days}}', { n: 1 })).toBe('1 day');
    expect(t('{n, plural, one {{n} day} other {{n} days}}', { n: 3 })).toBe('3 days');
    expect(t('Plain text stays as written')).toBe('Plain text stays as written');
  });

  it('formats a msg() text with arguments shown later through t()', () => {
    const kept = msg('Now: {stage}');
    expect(t(kept, { stage: 'Submitted' })).toBe('Now: Submitted');
  });

  it("formats a compiled catalogue's plurals by its own language's rule", async () => {
    const experience = keyOf("{years, plural, one {{years} year's experience} other {{years} years' experience}}");
    const ru = (await loadMainPart('ru'))[experience]!;
    expect([1, 3, 5, 21].map((years) => ru({ years }))).toEqual(['опыт 1 год', 'опыт 3 года', 'опыт 5 лет', 'опыт 21 год']);
    const ar = (await loadMainPart('ar'))[experience]!;
    expect([1, 2].map((years) => ar({ years }))).toEqual(['خبرة سنة واحدة', 'خبرة سنتين']);
  });

  it("uses the page language's text when its catalogue has one, and English otherwise", () => {
    setCatalogueForTests('ar', { 'Start application': 'ابدأ الطلب' });
    expect(t('Start application')).toBe('ابدأ الطلب');
    expect(t('Hire {name}', { name: 'Rowena' })).toBe('Hire Rowena');
  });

  it("finds the nanny wording of a label() text in another language, and swaps the English words when it has none", () => {
    setCatalogueForTests('ar', { 'Show more maids': 'عرض مزيد من العاملات', 'Show more nannies': 'عرض مزيد من المربيات' });
    expect(labelled('Show more maids', DEFAULT_LABELS)).toBe('عرض مزيد من العاملات');
    expect(labelled('Show more maids', NANNY_LABELS)).toBe('عرض مزيد من المربيات');
    expect(labelled('Hire a Maid', NANNY_LABELS)).toBe('Hire a Nanny');
  });

  it('keeps a number left to right inside a right-to-left text only', () => {
    expect(ltr('+971 50 123 4567')).toBe('+971 50 123 4567');
    setCatalogueForTests('ar', {});
    expect(ltr('+971 50 123 4567')).toBe('\u2066+971 50 123 4567\u2069');
  });

  it("puts a text in the part of the files that write it, and in main when any of them is the shell's or the catalogue's", () => {
    expect([...areasOf(['web/features/pages/content/oec-pages.ts'])]).toEqual(['pages']);
    expect([...areasOf(['shared/application/fields.ts', 'web/features/application/steps/phone-step.tsx'])]).toEqual(['application']);
    expect([...areasOf(['web/features/faq/faq.tsx', 'web/app/pages/maid-page.tsx'])]).toEqual(['main']);
    expect([...areasOf(['shared/route-texts.ts'])]).toEqual(['head']);
    expect([...areasOf(['web/features/my-application/my-maid/timeline.tsx'])]).toEqual(['service']);
    expect([...areasOf(['shared/service/states.ts'])]).toEqual(['service']);
    expect([...areasOf(['shared/money/states.ts', 'web/features/my-application/statement/statement-row.tsx', 'web/features/pay/pay-link-page.tsx'])]).toEqual(['money']);
  });
});
