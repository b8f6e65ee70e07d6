import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getServiceRequest } from '../../../../shared/api/admin-service/contracts';
import type { ServiceRequestDetail } from '../../../../shared/api/admin-service/schemas';
import { telLink } from '../../../../shared/campaign';
import { displayPhone } from '../../../components/header/whatsapp-button';
import { t } from '../../../lib/i18n';
import { Link, useSearchParams } from '../../../lib/router';
import { moneyText, timeText } from '../desk/application-labels';
import own from '../desk/applications.module.css';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall, useStaffSession } from '../shared/staff-api';
import { CloseForm, RefundForm, StopDebitsForm } from './money-actions';
import { OverdueMark } from './overdue-mark';
import { OwnerForm, useAssignees } from './owner-form';
import { ReplacementActions } from './replacement-actions';
import { dayText, eventText, kindText, methodText, reasonText } from './service-labels';

type Detail = ServiceRequestDetail;

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className={own.facts}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

const maidText = (maid: { id: number; name: string } | null) => (maid ? `${maid.name} #${maid.id}` : '—');

function RequestFacts({ d }: { d: Detail }) {
  const r = d.request;
  const s = d.service;
  const rows: Array<[string, ReactNode]> = [
    [t('Kind'), kindText(r.kind)],
    [t('Status'), r.status === 'open' ? t('Open') : t('Done, {when}', { when: timeText(r.closedAt) })],
    [t('Asked'), timeText(r.createdAt)],
    [t('Due'), <>{dayText(r.dueDay)}{r.overdue && <OverdueMark />}</>],
  ];
  if (r.kind !== 'cancellation') rows.push([r.kind === 'problem' ? t('About') : t('Reason'), reasonText(r) ?? '—'], [t('The family wrote'), r.details || '—']);
  if (r.kind === 'replacement') {
    rows.push(
      [t('New maid'), r.newMaid ? `${maidText(r.newMaid)} · ${r.chosenBy === 'family' ? t('chosen by the family') : t('proposed by the agency')}` : t('Left to the agency')],
      [t('Arrival day'), dayText(r.arrivalDay)],
      [t('Family confirmed'), r.familyConfirmedAt ? timeText(r.familyConfirmedAt) : t('Not yet')],
    );
  }
  if (r.kind === 'cancellation') {
    rows.push([t('Refund due'), t('{amount} (VAT {vat})', { amount: moneyText(r.refundTotalFils), vat: moneyText(r.refundVatFils) })]);
    if (r.refundPaidFils !== null) rows.push([t('Refund paid'), [moneyText(r.refundPaidFils), methodText(r.refundMethod), r.refundReference].filter(Boolean).join(' · ')]);
  }
  return (
    <section className={styles.panel} aria-labelledby="service-request-facts-title">
      <h2 id="service-request-facts-title">{t('The request and its service')}</h2>
      <div className={own.columns}>
        <div>
          <h3>{t('The request')}</h3>
          <Facts rows={rows} />
        </div>
        <div>
          <h3>{t('The service')}</h3>
          <Facts
            rows={[
              [t('Family'), <><Link className={own.reference} to={`/admin/application?id=${r.application.id}`}>{r.application.reference}</Link> {r.clientName ?? ''}</>],
              [t('Client phone'), s.clientPhone ? <a href={telLink(s.clientPhone)} dir="ltr">{displayPhone(s.clientPhone)}</a> : '—'],
              [t('Maid'), maidText(r.maid)],
              [t('Service'), s.status === 'active' ? t('Active') : t('Cancelled, last day {day}', { day: dayText(s.endsOn) })],
              [t('Started'), dayText(s.startedOn)],
              [t('Monthly amount'), moneyText(s.monthlyTotalFils)],
              [t('Debits'), s.debitsStopped ? t('Stopped') : t('Running')],
            ]}
          />
        </div>
      </div>
    </section>
  );
}

function Timeline({ d }: { d: Detail }) {
  const staff = useAssignees();
  const staffName = (id: string) => staff.data?.staff.find((s) => s.id === id)?.email ?? (d.request.owner?.id === id ? d.request.owner.email : undefined);
  // The family's own events carry no member of staff; the overdue mark is the daily check's.
  const who = (e: Detail['timeline'][number]) => e.staffEmail ?? (e.kind === 'overdue' ? t('Daily check') : t('The family'));
  return (
    <section className={styles.panel} aria-labelledby="service-timeline-title">
      <h2 id="service-timeline-title">{t('Timeline of the service')}</h2>
      <ol className={own.timeline}>
        {d.timeline.map((e, i) => (
          <li key={i}>
            <time dateTime={e.at}>{timeText(e.at)}</time>
            <span>
              <strong>{who(e)}</strong>: {eventText(e, d, staffName)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Actions({ d, onDone }: { d: Detail; onDone: (next: Detail) => void }) {
  const r = d.request;
  const open = r.status === 'open';
  // Finance records a cancellation's refund and reads the rest; agents and admins run the request.
  const role = useStaffSession().data?.staff.role;
  const desk = role === 'agent' || role === 'admin';
  return (
    <section className={styles.panel} aria-labelledby="service-actions-title">
      <h2 id="service-actions-title">{t('What to do')}</h2>
      {!open && (
        <p className={styles.done} role="status">
          {t('This request is done ({when}): it no longer changes.', { when: timeText(r.closedAt) })}
        </p>
      )}
      {open && desk && <OwnerForm detail={d} onDone={onDone} />}
      {open && desk && r.kind === 'replacement' && <ReplacementActions detail={d} onDone={onDone} />}
      {open && r.kind === 'cancellation' && <RefundForm detail={d} onDone={onDone} />}
      {desk && !d.service.debitsStopped && <StopDebitsForm detail={d} onDone={onDone} />}
      {open && desk && r.kind !== 'cancellation' && <CloseForm detail={d} onDone={onDone} />}
    </section>
  );
}

/** /admin/service-request?id=…: one family's request after arrival, its service, timeline and the desk's actions. */
export function ServiceRequestPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const client = useQueryClient();
  const queryKey = ['admin', 'service-request', id] as const;
  const detail = useQuery({ queryKey, queryFn: () => staffCall(getServiceRequest, { params: { id } }), enabled: id !== '' });
  const onDone = (next: Detail) => {
    client.setQueryData(queryKey, next);
    void client.invalidateQueries({ queryKey: ['admin', 'service-requests'] });
  };
  const d = detail.data;
  return (
    <>
      <p>
        <Link className={own.linkButton} to="/admin/service-desk">
          {t('← Service desk')}
        </Link>
      </p>
      <div className={styles.pageHead}>
        <h1>
          {d ? t('{kind} for {reference}', { kind: kindText(d.request.kind), reference: d.request.application.reference }) : t('Service request')}
        </h1>
      </div>
      {!id && <p>{t('No request chosen.')}</p>}
      <Failure error={detail.error} />
      {detail.isLoading && <p>{t('Loading…')}</p>}
      {d && (
        <>
          <RequestFacts d={d} />
          <Actions d={d} onDone={onDone} />
          <Timeline d={d} />
        </>
      )}
    </>
  );
}
