import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getServiceTerms, removePublicHoliday, setPublicHoliday, updateServiceTerms } from '../../../../shared/api/admin-service/contracts';
import type { CallResult } from '../../../../shared/api/contract';
import * as schemas from '../../../../shared/api/admin-service/schemas';
import { LAW_REFUND_DEADLINE } from '../../../../shared/service/terms';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import own from '../desk/applications.module.css';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import type { FieldMessages } from '../shared/field-issues';
import { staffCall, useStaffSession } from '../shared/staff-api';
import { checkBody, describedBy, FieldIssue, fieldsOfFailure, FormFailure } from './action-issues';
import { dayText } from './service-labels';
import service from './service.module.css';

type Answer = CallResult<typeof getServiceTerms>;
type Terms = Answer['terms'];
const KEY = ['admin', 'service-terms'] as const;

const countText = (count: string) => (count === 'working' ? t('working days (Monday to Friday, less public holidays)') : t('calendar days'));
const ruleText = (rule: string) => (rule === 'daily' ? t('The unused days of the paid month come back, pro rata.') : t('Nothing of the paid month comes back.'));

type Draft = Record<keyof Terms, string>;
const draftOf = (terms: Terms): Draft => ({
  replacementDays: String(terms.replacementDays),
  replacementCount: terms.replacementCount,
  cancelNoticeDays: String(terms.cancelNoticeDays),
  refundRule: terms.refundRule,
  refundDays: String(terms.refundDays),
});
/** A typed whole number as the schema's input ('' and '1.5' stay as they are, for the schema to name). */
const numberOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);
const bodyOf = (d: Draft) => ({
  replacementDays: numberOf(d.replacementDays),
  replacementCount: d.replacementCount,
  cancelNoticeDays: numberOf(d.cancelNoticeDays),
  refundRule: d.refundRule,
  refundDays: numberOf(d.refundDays),
});

function TermsForm({ terms }: { terms: Terms }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(draftOf(terms));
  const [issues, setIssues] = useState<FieldMessages>({});
  const fields = Object.keys(draft);
  const save = useMutation({
    mutationFn: () => staffCall(updateServiceTerms, { body: bodyOf(draft) as Terms }),
    onSuccess: (answer) => client.setQueryData(KEY, answer),
    onError: (error) => setIssues(fieldsOfFailure(error, fields)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkBody(schemas.serviceTermsSchema, bodyOf(draft));
    setIssues(found);
    const first = Object.keys(found)[0];
    if (first) {
      save.reset();
      document.getElementById(`terms-${first}`)?.focus();
      return;
    }
    save.mutate();
  };
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  const number = (key: keyof Draft, label: string, hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={`terms-${key}`}>{label}</label>
      <input
        id={`terms-${key}`}
        type="number"
        inputMode="numeric"
        min={0}
        value={draft[key]}
        onChange={set(key)}
        aria-invalid={issues[key] ? true : undefined}
        aria-describedby={describedBy(`terms-${key}`, issues[key], Boolean(hint))}
      />
      {hint && (
        <p className={styles.hint} id={`terms-${key}-hint`}>
          {hint}
        </p>
      )}
      <FieldIssue id={`terms-${key}`} message={issues[key]} />
    </div>
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('Change the terms')}>
      <div className={service.terms}>
        {number('replacementDays', t('Days to deliver a replacement'))}
        <div className={styles.field}>
          <label htmlFor="terms-replacementCount">{t('Counted as')}</label>
          <select id="terms-replacementCount" value={draft.replacementCount} onChange={set('replacementCount')} aria-describedby="terms-replacementCount-hint">
            <option value="working">{t('Working days')}</option>
            <option value="calendar">{t('Calendar days')}</option>
          </select>
          <p className={styles.hint} id="terms-replacementCount-hint">
            {t('Working days are Monday to Friday, less the public holidays below.')}
          </p>
        </div>
        {number('cancelNoticeDays', t('Notice to cancel (calendar days)'), t('0: the service ends the day after the family confirms.'))}
        <div className={styles.field}>
          <label htmlFor="terms-refundRule">{t('Refund of the paid month')}</label>
          <select id="terms-refundRule" value={draft.refundRule} onChange={set('refundRule')} aria-describedby="terms-refundRule-hint">
            <option value="daily">{t('Daily, pro rata')}</option>
            <option value="none">{t('None')}</option>
          </select>
          <p className={styles.hint} id="terms-refundRule-hint">
            {ruleText(draft.refundRule)}
          </p>
        </div>
        {number('refundDays', t('Days to pay a refund (calendar days)'), t('The law allows {n} calendar days at most (Federal Decree-Law 9 of 2022).', { n: LAW_REFUND_DEADLINE.days }))}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={save.isPending}>
          {t('Save the terms')}
        </button>
      </div>
      <FormFailure error={save.error} issues={issues} />
      {save.isSuccess && (
        <p className={styles.done} role="status">
          {t('Saved. Requests from now on follow these terms.')}
        </p>
      )}
    </form>
  );
}

function TermsFacts({ terms }: { terms: Terms }) {
  const rows: Array<[string, string]> = [
    [t('Days to deliver a replacement'), `${terms.replacementDays} ${countText(terms.replacementCount)}`],
    [t('Notice to cancel'), t('{n, plural, one {{n} calendar day} other {{n} calendar days}}', { n: terms.cancelNoticeDays })],
    [t('Refund of the paid month'), ruleText(terms.refundRule)],
    [t('Days to pay a refund'), t('{n} calendar days (the law allows {max} at most)', { n: terms.refundDays, max: LAW_REFUND_DEADLINE.days })],
  ];
  return (
    <dl className={own.facts}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Holidays({ answer, canEdit }: { answer: Answer; canEdit: boolean }) {
  const client = useQueryClient();
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const [issues, setIssues] = useState<FieldMessages>({});
  const add = useMutation({
    mutationFn: () => staffCall(setPublicHoliday, { body: { day, name } }),
    onSuccess: (next) => {
      client.setQueryData(KEY, next);
      setDay('');
      setName('');
    },
    onError: (error) => setIssues(fieldsOfFailure(error, ['day', 'name'])),
  });
  const remove = useMutation({
    mutationFn: (holiday: string) => staffCall(removePublicHoliday, { params: { day: holiday } }),
    onSuccess: (next) => client.setQueryData(KEY, next),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { ...checkBody(schemas.setPublicHoliday.body, { day, name }), ...(day ? {} : { day: t('Choose the day.') }) };
    setIssues(found);
    const first = Object.keys(found)[0];
    if (first) {
      add.reset();
      document.getElementById(`holiday-${first}`)?.focus();
      return;
    }
    add.mutate();
  };
  return (
    <section className={styles.panel} aria-labelledby="holidays-title">
      <h2 id="holidays-title">{t('Public holidays')}</h2>
      <p className={`${styles.hint} ${service.spaced}`}>{t('The working-day clocks skip these days, as they skip Saturdays and Sundays.')}</p>
      {answer.holidays.length === 0 ? (
        <p>{t('No public holiday yet.')}</p>
      ) : (
        <ul className={service.holidays}>
          {answer.holidays.map((h) => (
            <li key={h.day}>
              <span>
                <strong>{dayText(h.day)}</strong> {h.name}
              </span>
              {canEdit && (
                <button type="button" className={buttons.secondary} disabled={remove.isPending} onClick={() => remove.mutate(h.day)} aria-label={t('Remove {name}, {day}', { name: h.name, day: dayText(h.day) })}>
                  {t('Remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Failure error={remove.error} />
      {canEdit && (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t('Add a public holiday')}>
          <div className={service.inline}>
            <div className={styles.field}>
              <label htmlFor="holiday-day">{t('Day')}</label>
              <input id="holiday-day" type="date" value={day} onChange={(e) => setDay(e.target.value)} aria-invalid={issues.day ? true : undefined} aria-describedby={describedBy('holiday-day', issues.day)} />
              <FieldIssue id="holiday-day" message={issues.day} />
            </div>
            <div className={`${styles.field} ${service.grow}`}>
              <label htmlFor="holiday-name">{t('Name')}</label>
              <input id="holiday-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} aria-invalid={issues.name ? true : undefined} aria-describedby={describedBy('holiday-name', issues.name)} autoComplete="off" />
              <FieldIssue id="holiday-name" message={issues.name} />
            </div>
            <button type="submit" className={buttons.secondary} disabled={add.isPending}>
              {t('Add the holiday')}
            </button>
          </div>
          <FormFailure error={add.error} issues={issues} />
        </form>
      )}
    </section>
  );
}

/** /admin/service-terms: the agency's terms for running services and the public holidays; admins change them, agents read them. */
export function ServiceTermsPage() {
  const role = useStaffSession().data?.staff.role;
  const answer = useQuery({ queryKey: KEY, queryFn: () => staffCall(getServiceTerms, {}) });
  const canEdit = role === 'admin';
  return (
    <>
      <p>
        <Link className={own.linkButton} to="/admin/service-desk">
          {t('← Service desk')}
        </Link>
      </p>
      <h1>{t('Service terms')}</h1>
      <p className={styles.hint}>{t('The clocks of the requests families make after their maid arrived. Days are Dubai days, counted from the day after the request.')}</p>
      <Failure error={answer.error} />
      {answer.isPending && <p>{t('Loading…')}</p>}
      {answer.data && (
        <>
          <section className={styles.panel} aria-labelledby="terms-title">
            <h2 id="terms-title">{t('Terms')}</h2>
            {canEdit ? <TermsForm terms={answer.data.terms} /> : <TermsFacts terms={answer.data.terms} />}
            {!canEdit && <p className={styles.hint}>{t('Only an admin can change the terms.')}</p>}
          </section>
          <Holidays answer={answer.data} canEdit={canEdit} />
        </>
      )}
    </>
  );
}
