import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { listOutbox, resendMessage } from '../../../../shared/api/admin-outbox/contracts';
import type { OutboxMessage } from '../../../../shared/api/admin-outbox/schemas';
import { RESENDABLE_STATUSES, SMS_STATUSES, type SmsStatus } from '../../../../shared/api/admin-outbox/statuses';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { Link, useSearchParams } from '../../../lib/router';
import styles from '../shared/back-office.module.css';
import { Pager } from '../shared/pager';
import { Failure } from '../shared/failure';
import { FilterSelect } from '../shared/filter-select';
import { kindText } from './message-kinds';
import outbox from './outbox.module.css';
import { staffCall } from '../shared/staff-api';

const OUTBOX_KEY = ['admin', 'outbox'] as const;
/** While a message on the page is still on its way, the page looks again this often. */
const WATCH_MS = 3000;

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' });

const statusText = (status: SmsStatus) =>
  ({ queued: t('Queued'), sending: t('Sending'), sent: t('Sent'), failed: t('Failed, will retry'), dead: t('Dead') })[status];

function Row({ message, onResend, resending }: { message: OutboxMessage; onResend: (id: number) => void; resending: boolean }) {
  return (
    <tr>
      <td className={outbox.when}>
        {when.format(new Date(message.createdAt))}
        {message.sentAt && <div className={styles.hint}>{t('sent {time}', { time: when.format(new Date(message.sentAt)) })}</div>}
      </td>
      <td>
        <strong>{kindText(message.kind)}</strong>
        {message.text ? <p className={outbox.text}>{message.text}</p> : <p className={styles.hint}>{t('Text erased on the client’s request')}</p>}
      </td>
      <td>
        <span className={outbox.mono}>{message.phone}</span>
        {message.applicationId && (
          <span className={outbox.application}>
            {message.reference ? (
              <Link className={outbox.mono} to={`/admin/application?id=${message.applicationId}`} aria-label={t('Application {reference}', { reference: message.reference })}>
                {message.reference}
              </Link>
            ) : (
              <span className={styles.hint}>{t('Application deleted')}</span>
            )}
          </span>
        )}
      </td>
      <td>
        <span className={`${outbox.status} ${outbox[message.status]}`}>{statusText(message.status)}</span>
      </td>
      <td>{message.attempts}</td>
      <td>{message.lastError ? <span className={outbox.lastError}>{message.lastError}</span> : <span className={styles.hint}>–</span>}</td>
      <td className={outbox.when}>
        {RESENDABLE_STATUSES.includes(message.status) && (
          <button type="button" className={buttons.secondary} disabled={resending} onClick={() => onResend(message.id)} aria-label={t('Send again: message {id}', { id: message.id })}>
            {t('Send again')}
          </button>
        )}
      </td>
    </tr>
  );
}

/** /admin/outbox (agents, admins): every SMS, newest first, filtered by status on the server; the filter is in the URL. */
export function OutboxPage() {
  const [params, setParams] = useSearchParams();
  const status = SMS_STATUSES.find((s) => s === params.get('status')) ?? '';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const client = useQueryClient();
  const messages = useQuery({
    queryKey: [...OUTBOX_KEY, status, q, page],
    queryFn: () => staffCall(listOutbox, { query: { ...(status ? { status } : {}), ...(q ? { q } : {}), ...(page > 1 ? { page } : {}) } }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.messages.some((m) => m.status === 'queued' || m.status === 'sending') ? WATCH_MS : false),
  });
  const resend = useMutation({
    mutationFn: (id: number) => staffCall(resendMessage, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: OUTBOX_KEY }),
  });
  const go = (next: { status: string; q: string }, nextPage = 1) =>
    setParams(new URLSearchParams(Object.entries({ ...next, page: nextPage > 1 ? String(nextPage) : '' }).filter(([, v]) => v !== '')));
  const search = (event: FormEvent) => {
    event.preventDefault();
    void go({ status, q: typed.trim() });
  };
  const pages = messages.data ? Math.max(1, Math.ceil(messages.data.total / messages.data.pageSize)) : 1;

  return (
    <>
      <h1>{t('Outbox')}</h1>
      <section className={styles.panel} aria-labelledby="outbox-filter-title">
        <h2 id="outbox-filter-title">{t('Find')}</h2>
        <form className={styles.row} onSubmit={search} noValidate>
          <div className={styles.field}>
            <label htmlFor="outbox-q">{t('Phone or reference')}</label>
            <input id="outbox-q" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} aria-describedby="outbox-q-hint" autoComplete="off" />
            <p className={styles.hint} id="outbox-q-hint">
              {t('A number as the family typed it (050 123 4567) or a reference (7K3D-9QXB).')}
            </p>
          </div>
          <FilterSelect
            id="outbox-status"
            label={t('Status')}
            value={status}
            onChange={(event) => void go({ status: event.target.value, q })}
            options={SMS_STATUSES.map((s) => ({ value: s, label: statusText(s) }))}
          />
          <button type="submit" className={buttons.primary}>
            {t('Show')}
          </button>
        </form>
      </section>
      <section className={styles.panel} aria-labelledby="outbox-list-title">
        <h2 id="outbox-list-title">{messages.data ? t('{n, plural, one {{n} message} other {{n} messages}}', { n: messages.data.total }) : t('Messages')}</h2>
        <p className={`${styles.hint} ${outbox.note}`}>{t('A message that fails is tried again several times, with a longer pause each time, before it is dead. Links and codes in the text are hidden: they open the family’s application or confirm a payment.')}</p>
        <Failure error={messages.error ?? resend.error} />
        {resend.isSuccess && (
          <p className={styles.done} role="status">
            {t('Message {id} is queued to be sent again.', { id: resend.data.message.id })}
          </p>
        )}
        {messages.isPending && <p>{t('Loading…')}</p>}
        {messages.data && messages.data.messages.length === 0 && <p>{t('No message matches this filter.')}</p>}
        {messages.data && messages.data.messages.length > 0 && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('Written (Dubai)')}</th>
                  <th scope="col">{t('Message')}</th>
                  <th scope="col">{t('Phone and application')}</th>
                  <th scope="col">{t('Status')}</th>
                  <th scope="col">{t('Tries')}</th>
                  <th scope="col">{t('Last error')}</th>
                  <th scope="col">
                    <span className={styles.hint}>{t('Action')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {messages.data.messages.map((message) => (
                  <Row key={message.id} message={message} onResend={(id) => resend.mutate(id)} resending={resend.isPending} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={page} pages={pages} onGo={(to) => void go({ status, q }, to)} />
      </section>
    </>
  );
}
