import { useRef, useState } from 'react';
import { MAX_SERVICE_TEXT } from '../../../../shared/api/service/schemas';
import { PROBLEM_CATEGORIES, type ProblemCategory } from '../../../../shared/service/states';
import { t } from '../../../lib/i18n';
import { useReportProblem } from './api/family-service';
import { attemptKeys } from './attempt-key';
import { failureOf } from './failure-text';
import { useFocusOnShow } from './focus';
import styles from './my-maid.module.css';

/** Reporting a problem: what it is about, and what happened. */
export function ProblemFlow({ appId, onClose, onDone }: { appId: string; onClose: () => void; onDone: () => void }) {
  const [category, setCategory] = useState<ProblemCategory | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ category?: string; details?: string }>({});
  const keys = useRef(attemptKeys()).current;
  const report = useReportProblem(appId);
  const failure = failureOf(report.error);
  const titleRef = useFocusOnShow<HTMLHeadingElement>();
  const errorRef = useFocusOnShow<HTMLParagraphElement>(failure?.text);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = { category: category ? undefined : t('Choose what it is about'), details: details.trim() ? undefined : t('Tell us what happened') };
    setErrors(found);
    if (found.category) return document.getElementById('problem-category-first')?.focus();
    if (found.details || !category) return document.getElementById('problem-details')?.focus();
    const input = { category, details: details.trim() };
    report.mutate(
      { ...input, idempotencyKey: keys.keyFor(input) },
      {
        onSuccess: () => {
          keys.settle();
          onDone();
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="problem-title">
      <form className={styles.form} onSubmit={submit} noValidate>
        <h2 id="problem-title" ref={titleRef} tabIndex={-1} className={styles.flowTitle}>
          {t('Report a problem')}
        </h2>
        <fieldset className={styles.fieldset} aria-describedby={errors.category ? 'problem-category-error' : undefined}>
          <legend>{t('What is it about?')}</legend>
          {(Object.entries(PROBLEM_CATEGORIES) as Array<[ProblemCategory, string]>).map(([value, text], index) => (
            <label key={value} className={styles.choice}>
              <input
                id={index === 0 ? 'problem-category-first' : undefined}
                type="radio"
                name="problem-category"
                value={value}
                checked={category === value}
                onChange={() => {
                  setCategory(value);
                  setErrors((e) => ({ ...e, category: undefined }));
                }}
              />
              {t(text)}
            </label>
          ))}
          {errors.category ? (
            <p id="problem-category-error" className={styles.error}>
              {errors.category}
            </p>
          ) : null}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor="problem-details">{t('What happened?')}</label>
          <textarea
            id="problem-details"
            className={styles.input}
            rows={4}
            maxLength={MAX_SERVICE_TEXT}
            value={details}
            aria-invalid={errors.details ? true : undefined}
            aria-describedby={errors.details ? 'problem-details-error' : undefined}
            onChange={(e) => {
              setDetails(e.target.value);
              setErrors((x) => ({ ...x, details: undefined }));
            }}
          />
          {errors.details ? (
            <p id="problem-details-error" className={styles.error}>
              {errors.details}
            </p>
          ) : null}
        </div>
        {failure ? (
          <p role="alert" ref={errorRef} tabIndex={-1} className={styles.error}>
            {failure.text}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={report.isPending}>
            {report.isPending ? t('Sending…') : t('Send my report')}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('Back')}
          </button>
        </div>
      </form>
    </section>
  );
}
