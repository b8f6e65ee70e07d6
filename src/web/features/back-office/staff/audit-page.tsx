import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { listAudit } from '../../../../shared/api/admin/contracts';
import type { AuditEntry } from '../../../../shared/api/admin/schemas';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall } from '../shared/staff-api';

interface Filter {
  staff: string;
  action: string;
  subjectId: string;
  from: string;
  to: string;
}
const EMPTY: Filter = { staff: '', action: '', subjectId: '', from: '', to: '' };

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' });

/** A before or after value, short: the fields of an object, or the value itself. */
function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className={styles.hint}>–</span>;
  const text = typeof value === 'object' ? Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(', ') : JSON.stringify(value);
  return <span>{text}</span>;
}

function Row({ entry }: { entry: AuditEntry }) {
  return (
    <tr>
      <td>{when.format(new Date(entry.at))}</td>
      <td>{entry.staffEmail ?? t('the system')}</td>
      <td>{entry.action}</td>
      <td>
        {entry.subjectType}
        {entry.subjectId && <span className={styles.hint}> {entry.subjectId}</span>}
      </td>
      <td>
        <Value value={entry.before} />
      </td>
      <td>
        <Value value={entry.after} />
      </td>
    </tr>
  );
}

const field = (id: keyof Filter, label: string, type = 'text') => ({ id, label, type });
const FIELDS = [
  field('staff', t('Member (email)'), 'email'),
  field('action', t('Action, e.g. staff.update')),
  field('subjectId', t('Subject id')),
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
                  <th scope="col">{t('Before')}</th>
                  <th scope="col">{t('After')}</th>
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
