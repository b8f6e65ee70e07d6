import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { listAudit } from '../../../../shared/api/admin/contracts';
import type { AuditEntry } from '../../../../shared/api/admin/schemas';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { FilterSelect } from '../shared/filter-select';
import { staffCall } from '../shared/staff-api';
import { ACTION_CODES, actionText, subjectTypeText } from './audit-actions';
import { changeLines } from './audit-changes';

interface Filter {
  staff: string;
  action: string;
  subjectId: string;
  from: string;
  to: string;
}
const EMPTY: Filter = { staff: '', action: '', subjectId: '', from: '', to: '' };

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' });

/** Where a subject is seen in the back office, when it has a page. */
const subjectPath = (entry: AuditEntry) =>
  entry.subjectType === 'application' ? `/admin/application?id=${entry.subjectId}` : entry.subjectType === 'maid' ? `/admin/maid?id=${entry.subjectId}` : null;

function Subject({ entry }: { entry: AuditEntry }) {
  const name = entry.subjectLabel ?? entry.subjectId;
  const path = entry.subjectLabel ? subjectPath(entry) : null;
  return (
    <>
      {subjectTypeText(entry.subjectType)}
      {name && ' '}
      {name && (path ? <Link to={path}>{name}</Link> : <span className={entry.subjectLabel ? undefined : styles.hint}>{name}</span>)}
    </>
  );
}

function Row({ entry }: { entry: AuditEntry }) {
  const changes = changeLines(entry.before, entry.after);
  return (
    <tr>
      <td>{when.format(new Date(entry.at))}</td>
      <td>{entry.staffEmail ?? t('the system')}</td>
      <td>{actionText(entry.action)}</td>
      <td>
        <Subject entry={entry} />
      </td>
      <td>
        {changes.length === 0 ? (
          <span className={styles.hint}>–</span>
        ) : (
          <ul className={styles.changes}>
            {changes.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

const field = (id: keyof Filter, label: string, type = 'text') => ({ id, label, type });
const FIELDS = [
  field('staff', t('Member (email)'), 'email'),
  field('subjectId', t('Subject: reference, maid’s name or id')),
  field('from', t('From'), 'date'),
  field('to', t('To'), 'date'),
];

/** /admin/audit (admins): every change, newest first, with filters. */
export function AuditPage() {
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const audit = useInfiniteQuery({
    queryKey: ['admin', 'audit', filter],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => {
      const query = Object.fromEntries(Object.entries({ ...filter, before: pageParam }).filter(([, v]) => v !== '' && v !== undefined));
      return staffCall(listAudit, { query });
    },
    getNextPageParam: (last) => (last.more ? last.entries.at(-1)?.id : undefined),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter(draft);
  };
  const entries = audit.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <>
      <h1>{t('Audit')}</h1>
      <section className={styles.panel} aria-labelledby="audit-filter-title">
        <h2 id="audit-filter-title">{t('Filter')}</h2>
        <form className={styles.row} onSubmit={submit} noValidate>
          {FIELDS.map((f) => (
            <div className={styles.field} key={f.id}>
              <label htmlFor={`audit-${f.id}`}>{f.label}</label>
              <input id={`audit-${f.id}`} type={f.type} value={draft[f.id]} onChange={(e) => setDraft({ ...draft, [f.id]: e.target.value })} />
            </div>
          ))}
          <FilterSelect
            id="audit-action"
            label={t('Action')}
            value={draft.action}
            onChange={(e) => setDraft({ ...draft, action: e.target.value })}
            options={ACTION_CODES.map((code) => ({ value: code, label: actionText(code) }))}
          />
          <button type="submit" className={buttons.primary}>
            {t('Show')}
          </button>
        </form>
      </section>
      <section className={styles.panel} aria-labelledby="audit-list-title">
        <h2 id="audit-list-title">{t('Changes')}</h2>
        <Failure error={audit.error} />
        {audit.isPending && <p>{t('Loading…')}</p>}
        {audit.isSuccess && entries.length === 0 && <p>{t('No change matches these filters.')}</p>}
        {entries.length > 0 && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('When (Dubai)')}</th>
                  <th scope="col">{t('Who')}</th>
                  <th scope="col">{t('Action')}</th>
                  <th scope="col">{t('Subject')}</th>
                  <th scope="col">{t('Changes')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <Row key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {audit.hasNextPage && (
          <button type="button" className={buttons.secondary} onClick={() => void audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
            {t('Show older changes')}
          </button>
        )}
      </section>
    </>
  );
}
