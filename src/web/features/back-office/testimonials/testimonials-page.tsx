import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteTestimonial, listTestimonials, orderTestimonials, updateTestimonial } from '../../../../shared/api/admin-testimonials/contracts';
import type { StaffTestimonial } from '../../../../shared/api/admin-testimonials/schemas';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { NeedsTranslation } from '../shared/localized-text-field';
import { ConfirmDelete, MoveButtons } from '../shared/list-actions';
import { staffCall } from '../shared/staff-api';
import { TESTIMONIALS_KEY, TestimonialForm } from './testimonial-form';
import own from './testimonials.module.css';

function TestimonialCard({ testimonial, index, ids }: { testimonial: StaffTestimonial; index: number; ids: string[] }) {
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: TESTIMONIALS_KEY });
  const publish = useMutation({
    mutationFn: () =>
      staffCall(updateTestimonial, {
        params: { id: testimonial.id },
        body: { quote: testimonial.quote, place: testimonial.place, name: testimonial.name, rating: testimonial.rating, published: !testimonial.published },
      }),
    onSuccess: refresh,
  });
  const move = useMutation({ mutationFn: (order: string[]) => staffCall(orderTestimonials, { body: { ids: order } }), onSuccess: refresh });
  const remove = useMutation({ mutationFn: () => staffCall(deleteTestimonial, { params: { id: testimonial.id } }), onSuccess: refresh });
  const busy = publish.isPending || move.isPending || remove.isPending;
  return (
    <li className={own.card} aria-label={t('Testimonial from {name}', { name: testimonial.name })}>
      <div className={own.summary}>
        <p className={own.badges}>
          <span className={testimonial.published ? own.published : own.draft}>{testimonial.published ? t('Published') : t('Not published')}</span>
          {testimonial.demo && <span className={own.draft}>{t('Demo example: the site labels it a demo review')}</span>}
        </p>
        <blockquote className={own.quote}>
          <p>{testimonial.quote.en}</p>
        </blockquote>
        <NeedsTranslation text={testimonial.quote} />
        <p className={own.signature}>
          <span role="img" aria-label={t('{n} out of 5', { n: testimonial.rating })}>
            {'★'.repeat(testimonial.rating)}
          </span> <strong>{testimonial.name}</strong>, {testimonial.place.en} <NeedsTranslation text={testimonial.place} />
        </p>
      </div>
      {!editing && (
        <div className={own.buttons}>
          <button type="button" className={buttons.secondary} onClick={() => setEditing(true)} disabled={busy}>
            {t('Edit')}
          </button>
          <button type="button" className={buttons.secondary} onClick={() => publish.mutate()} disabled={busy}>
            {testimonial.published ? t('Unpublish') : t('Publish')}
          </button>
          <MoveButtons ids={ids} index={index} onOrder={(order) => move.mutate(order)} disabled={busy} />
          <ConfirmDelete onDelete={() => remove.mutate()} pending={remove.isPending} disabled={busy} />
        </div>
      )}
      {editing && <TestimonialForm testimonial={testimonial} onDone={() => setEditing(false)} />}
      <Failure error={publish.error ?? move.error ?? remove.error} />
    </li>
  );
}

/** /admin/testimonials (editors, admins): what families say on the landing page, in every language. */
export function TestimonialsPage() {
  const list = useQuery({ queryKey: TESTIMONIALS_KEY, queryFn: () => staffCall(listTestimonials, {}) });
  const [adding, setAdding] = useState(false);
  const testimonials = list.data?.testimonials ?? [];
  const ids = testimonials.map((x) => x.id);
  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('Testimonials')}</h1>
        {!adding && (
          <button type="button" className={buttons.primary} onClick={() => setAdding(true)} disabled={!list.data}>
            {t('Add a testimonial')}
          </button>
        )}
      </div>
      <p className={styles.hint}>
        {t(
          'What families say, on the landing page: the published ones, in this order. Write the quote and the city in each language; a language left empty shows the English, and the list marks it “Needs translation”. The site shows a change at once.',
        )}
      </p>
      {adding && (
        <section className={styles.panel} aria-labelledby="new-testimonial-title">
          <h2 id="new-testimonial-title">{t('New testimonial')}</h2>
          <TestimonialForm onDone={() => setAdding(false)} />
        </section>
      )}
      <section className={styles.panel} aria-labelledby="testimonials-title">
        <h2 id="testimonials-title">{t('On the landing page, in this order')}</h2>
        <Failure error={list.error} />
        {list.data && testimonials.length === 0 && <p>{t('No testimonials yet: the landing page shows none.')}</p>}
        <ul className={own.list}>
          {testimonials.map((x, index) => (
            <TestimonialCard key={`${x.id}:${x.updatedAt}:${index}`} testimonial={x} index={index} ids={ids} />
          ))}
        </ul>
      </section>
    </>
  );
}
