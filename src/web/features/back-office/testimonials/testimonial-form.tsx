import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createTestimonial, updateTestimonial } from '../../../../shared/api/admin-testimonials/contracts';
import { MAX_NAME, type StaffTestimonial, type TestimonialFields } from '../../../../shared/api/admin-testimonials/schemas';
import type { LocalizedText } from '../../../../shared/i18n/localized-text';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { serverFieldMessages } from '../shared/field-issues';
import { LocalizedTextField } from '../shared/localized-text-field';
import { staffCall } from '../shared/staff-api';
import own from './testimonials.module.css';

export const TESTIMONIALS_KEY = ['admin', 'testimonials'] as const;

const EMPTY: TestimonialFields = { quote: { en: '' }, place: { en: '' }, name: '', rating: 5, published: false };

const fieldsOf = (t: StaffTestimonial): TestimonialFields => ({ quote: t.quote, place: t.place, name: t.name, rating: t.rating, published: t.published });

/** A new testimonial or one's changes: its quote and city in each language, the family's name, the stars, published. */
export function TestimonialForm({ testimonial, onDone }: { testimonial?: StaffTestimonial; onDone: () => void }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<TestimonialFields>(() => (testimonial ? fieldsOf(testimonial) : EMPTY));
  const save = useMutation({
    mutationFn: () => (testimonial ? staffCall(updateTestimonial, { params: { id: testimonial.id }, body: draft }) : staffCall(createTestimonial, { body: draft })),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: TESTIMONIALS_KEY });
      onDone();
    },
  });
  const issues = serverFieldMessages(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const set = <K extends keyof TestimonialFields>(key: K) => (value: TestimonialFields[K]) => setDraft({ ...draft, [key]: value });
  const id = (name: string) => `testimonial-${testimonial?.id ?? 'new'}-${name}`;
  return (
    <form className={own.editor} onSubmit={submit} noValidate aria-label={testimonial ? t('Change the testimonial from {name}', { name: testimonial.name }) : t('New testimonial')}>
      <LocalizedTextField
        id={id('quote')}
        label={t('Quote')}
        multiline
        value={draft.quote as LocalizedText}
        onChange={set('quote')}
        invalid={Boolean(issues.quote)}
        hint={t('The family’s words. A language left empty shows the English to families reading that language.')}
      />
      <LocalizedTextField id={id('place')} label={t('City')} value={draft.place as LocalizedText} onChange={set('place')} invalid={Boolean(issues.place)} hint={t('Where the family lives, e.g. Dubai.')} />
      <div className={own.fields}>
        <div className={styles.field}>
          <label htmlFor={id('name')}>{t('Family’s name')}</label>
          <input id={id('name')} value={draft.name} maxLength={MAX_NAME} onChange={(e) => set('name')(e.target.value)} aria-invalid={issues.name ? true : undefined} aria-describedby={id('name-hint')} autoComplete="off" />
          <p className={styles.hint} id={id('name-hint')}>
            {t('As they sign it, e.g. Mariam K.: the same in every language.')}
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor={id('rating')}>{t('Stars')}</label>
          <select id={id('rating')} value={draft.rating} onChange={(e) => set('rating')(Number(e.target.value))}>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {t('{n} out of 5', { n })}
              </option>
            ))}
          </select>
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={draft.published} onChange={(e) => set('published')(e.target.checked)} />
          {t('Published on the landing page')}
        </label>
      </div>
      <div className={own.buttons}>
        <button type="submit" className={buttons.primary} disabled={save.isPending}>
          {save.isPending ? t('Saving…') : testimonial ? t('Save') : t('Add')}
        </button>
        <button type="button" className={buttons.secondary} onClick={onDone} disabled={save.isPending}>
          {t('Cancel')}
        </button>
      </div>
      <Failure error={save.error} />
    </form>
  );
}
