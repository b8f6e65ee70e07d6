import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getAdminApplication, getApplicationSignedPdf } from '../../../../shared/api/admin-applications/contracts';
import type { ApplicationDetail } from '../../../../shared/api/admin-applications/schemas';
import { pathOf } from '../../../../shared/api/contract';
import { WINDOW_LABELS } from '../../../../shared/application/constants';
import { t } from '../../../lib/i18n';
import { Link, useSearchParams } from '../../../lib/router';
import { ApplicationDocuments } from './application-documents';
import { RevealEmiratesId, RevealIban } from './reveal-secret';
import { actionText } from '../staff/audit-actions';
import { kindText } from '../messages/message-kinds';
import { documentText, emirateText, moneyText, statusText, stepText, timeText } from './application-labels';
import own from './applications.module.css';
import styles from '../shared/back-office.module.css';
import { ClientDataPanel } from './client-data-panel';
import { ApplicationHandlingPanel } from './application-handling-panel';
import { ApplicationStagePanel } from './application-stage-panel';
import { SpouseLinkPanel } from './spouse-link-panel';
import { InterviewCallsPanel } from './interview-calls-panel';
import { Failure } from '../shared/failure';
import { staffCall, useStaffSession } from '../shared/staff-api';
import { StatementPanel } from '../money/statement-panel';
import { telLink } from '../../../../shared/campaign';
import { displayPhone } from '../../../components/header/whatsapp-button';

type Detail = ApplicationDetail;

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

const phoneLink = (phone: string | null) =>
  phone ? (
    <a href={telLink(phone)} dir="ltr">
      {displayPhone(phone)}
    </a>
  ) : (
    '—'
  );
/** A personal value, or why there is none: erased with the client's data, or never given. */
const personal = (a: Detail, value: ReactNode) => value ?? (a.erasedAt ? t('Erased') : '—');

const yesNo = (value: boolean | null) => (value === null ? '—' : value ? t('Yes') : t('No'));
const day = (iso: string | null) => (iso ? new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '—');

/** Agents and admins handle an application; finance reads it, its money included (issue 30). */
const useHandles = () => {
  const role = useStaffSession().data?.staff.role;
  return role === 'agent' || role === 'admin';
};

function People({ a }: { a: Detail }) {
  const handles = useHandles();
  const spouse = a.client.signsAlone ? t('None: signs alone') : personal(a, a.client.spouse && phoneLink(a.client.spouse));
  return (
    <section className={styles.panel} aria-labelledby="application-people-title">
      <h2 id="application-people-title">{t('Maid and client')}</h2>
      <div className={own.columns}>
        <Facts
          rows={[
            [t('Maid'), <Link to={`/admin/maid?id=${a.maid.id}`}>{`${a.maid.name} #${a.maid.id}`}</Link>],
            [t('Nationality'), a.maid.nationality],
            [t('Paid by'), a.paidByCreditCard ? t('Card') : t('Direct debit')],
          ]}
        />
        <Facts
          rows={[
            [t('Client'), personal(a, a.client.name)],
            [t('Mobile'), personal(a, a.client.phone && phoneLink(a.client.phone))],
            [t('WhatsApp'), personal(a, a.client.whatsapp && phoneLink(a.client.whatsapp))],
            [t('Spouse'), spouse],
            [t('Needs a visa'), yesNo(a.client.needsVisa)],
            [t('Emirates ID number'), a.client.emiratesIdOnFile ? handles ? <RevealEmiratesId id={a.id} /> : t('On file') : a.erasedAt ? t('Erased') : t('Not given')],
          ]}
        />
      </div>
    </section>
  );
}

function Steps({ a }: { a: Detail }) {
  // An erased application keeps the emirate only.
  const address = a.address ? [a.address.apartment, a.address.building, a.address.area, emirateText(a.address.emirate)].filter(Boolean).join(', ') : '—';
  const arrival = a.arrival ? `${day(a.arrival.date)}, ${t(WINDOW_LABELS[a.arrival.window as keyof typeof WINDOW_LABELS] ?? a.arrival.window)}` : '—';
  const heard = a.heardAboutUs ? [t(a.heardAboutUs.source.charAt(0).toUpperCase() + a.heardAboutUs.source.slice(1)), a.heardAboutUs.other].filter(Boolean).join(': ') : '—';
  return (
    <section className={styles.panel} aria-labelledby="application-steps-title">
      <h2 id="application-steps-title">{t('Answers')}</h2>
      <Facts
        rows={[
          [t('Maid arrival'), arrival],
          [t('Address'), address],
          [t('Heard about us'), heard],
          [t('Would rather not have'), a.mostHatedMatchingTypes.length ? a.mostHatedMatchingTypes.join(', ') : '—'],
          [t('Steps done'), a.completedSteps.map(stepText).join(' → ')],
          [t('Came from'), [a.context.wa ? t('WhatsApp ({wa})', { wa: a.context.wa }) : null, a.context.sma ? t('Same-day arrival') : null, a.context.abuDhabi ? t('Abu Dhabi') : null].filter(Boolean).join(', ') || '—'],
        ]}
      />
    </section>
  );
}

/**
 * An erasure drops the signature images but keeps when the direct debit was signed
 * (data-rights/personal-data.ts): say that, not "Not signed".
 */
function directDebitText(a: Detail): string {
  const s = a.signatures;
  if (a.erasedAt) return s.directDebitSignedAt ? t('Signed {when}; the signature was erased', { when: timeText(s.directDebitSignedAt) }) : t('Erased');
  return s.directDebitSigned ? t('Signed {when}', { when: timeText(s.directDebitSignedAt) }) : t('Not signed');
}

function Payment({ a }: { a: Detail }) {
  const handles = useHandles();
  const q = a.quote;
  const s = a.signatures;
  return (
    <section className={styles.panel} aria-labelledby="application-payment-title">
      <h2 id="application-payment-title">{t('Price, bank and signatures')}</h2>
      <div className={own.columns}>
        <div>
          <h3>{t('Price as quoted')}</h3>
          {q ? (
            <Facts
              rows={[
                [t('Monthly fee'), moneyText(q.monthlyFeeFils)],
                [t('VAT a month'), moneyText(q.monthlyVatFils)],
                [t('Monthly total'), <strong>{moneyText(q.monthlyTotalFils)}</strong>],
                [t('First month'), moneyText(q.firstMonthTotalFils)],
                ...q.firstMonthChanges.map((l): [string, ReactNode] => [l.label, moneyText(l.amountFils + l.vatFils)]),
                ...q.oneOffCharges.map((l): [string, ReactNode] => [l.label, moneyText(l.amountFils + l.vatFils)]),
                [t('First payment'), <strong>{moneyText(q.firstPaymentFils)}</strong>],
                [t('Included'), q.included.length ? q.included.join(', ') : '—'],
              ]}
            />
          ) : (
            <p>{t('No price was quoted.')}</p>
          )}
        </div>
        <div>
          <h3>{t('Bank')}</h3>
          <Facts
            rows={[
              [t('IBAN'), personal(a, a.bank.maskedIban)],
              [t('Bank name'), personal(a, a.bank.bankName)],
              [t('Account holder'), personal(a, a.bank.accountHolderName)],
              [t('IBAN confirmed'), yesNo(a.bank.ibanConfirmed)],
              [t('First debit'), day(a.bank.debitStartDate)],
              ...(a.bank.card ? [[t('Card'), `${a.bank.card.brand} •••• ${a.bank.card.last4}`] as [string, ReactNode]] : []),
            ]}
          />
          {a.bank.maskedIban && handles && <RevealIban id={a.id} />}
          <h3>{t('Signatures')}</h3>
          <Facts
            rows={[
              [t('Direct debit'), directDebitText(a)],
              [t('Monthly payment forms'), a.erasedAt ? t('Signatures erased with the client’s data') : t('{n} of {total} signed', { n: s.monthlySigned, total: s.monthlyForms })],
              [t('Signed by the spouse'), yesNo(s.signedBySpouse)],
            ]}
          />
          {s.directDebitSigned && handles && (
            <p>
              <a className={own.linkButton} href={pathOf(getApplicationSignedPdf, { id: a.id })} target="_blank" rel="noreferrer">
                {t('Open the signed forms (PDF)')}
              </a>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

function Messages({ a }: { a: Detail }) {
  return (
    <section className={styles.panel} aria-labelledby="application-messages-title">
      <h2 id="application-messages-title">{t('Messages sent')}</h2>
      {a.messages.length === 0 ? (
        <p>{t('No message was sent for this application.')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('Kind')}</th>
                <th scope="col">{t('To')}</th>
                <th scope="col">{t('Written')}</th>
                <th scope="col">{t('Sent')}</th>
                <th scope="col">{t('Status')}</th>
              </tr>
            </thead>
            <tbody>
              {a.messages.map((m) => (
                <tr key={m.id}>
                  <td>{kindText(m.kind)}</td>
                  <td className={own.nowrap}>{m.toPhone}</td>
                  <td className={own.nowrap}>{timeText(m.createdAt)}</td>
                  <td className={own.nowrap}>{timeText(m.sentAt)}</td>
                  <td>{m.status ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A staff action on the timeline, "application.view · who", in words: "Opened the application · who". */
const staffEventText = (detail: string) => {
  const [action = '', who] = detail.split(' · ');
  return t('Staff: {what}', { what: [actionText(action), who].filter(Boolean).join(' · ') });
};

const eventText = (e: Detail['timeline'][number]) => {
  switch (e.what) {
    case 'created':
      return t('Application started');
    case 'document':
      return t('Document uploaded: {name}', { name: documentText(e.detail ?? '') });
    case 'step':
      return t('Step done: {step}', { step: stepText(e.detail ?? '') });
    case 'submitted':
      return t('Application submitted');
    case 'message':
      return t('Message written: {kind}', { kind: kindText(e.detail ?? '') });
    default:
      return staffEventText(e.detail ?? '');
  }
};

function Timeline({ a }: { a: Detail }) {
  return (
    <section className={styles.panel} aria-labelledby="application-timeline-title">
      <h2 id="application-timeline-title">{t('Timeline')}</h2>
      <ol className={own.timeline}>
        {a.timeline.map((e, i) => (
          <li key={i}>
            {e.at ? <time dateTime={e.at}>{timeText(e.at)}</time> : <span className={styles.hint}>{t('time not kept')}</span>}
            <span>{eventText(e)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /admin/application?id=…: one family's application, read only; the IBAN and the documents open on demand and are audited. */
export function ApplicationPage() {
  const handles = useHandles();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // Each read is recorded as a view: read once per visit, not again on focus.
  const queryKey = ['admin', 'application', id] as const;
  const detail = useQuery({
    queryKey,
    queryFn: () => staffCall(getAdminApplication, { params: { id } }),
    enabled: id !== '',
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
  const a = detail.data?.application;
  return (
    <>
      <p>
        <Link className={own.linkButton} to="/admin/applications">
          {t('← All applications')}
        </Link>
      </p>
      <div className={styles.pageHead}>
        <h1>
          {t('Application')}
          {a && (
            <>
              {' '}
              {/* As in the list, and unbroken: at its hyphen it would read as two. */}
              <span className={own.reference}>{a.reference}</span>
            </>
          )}
        </h1>
      </div>
      {!id && <p>{t('No application chosen.')}</p>}
      <Failure error={detail.error} />
      {detail.isLoading && <p>{t('Loading…')}</p>}
      {a && (
        <>
          <p className={own.headFacts}>
            <span className={a.status === 'submitted' ? own.submitted : own.pending}>{statusText(a.status)}</span>
            <span>{t('Current step: {step}', { step: stepText(a.currentStep) })}</span>
            <span>{t('Started {when}', { when: timeText(a.createdAt) })}</span>
            {a.submittedAt && <span>{t('Submitted {when}', { when: timeText(a.submittedAt) })}</span>}
          </p>
          {a.erasedAt && (
            <p className={own.erased} role="status">
              {t('Data erased on {when}', { when: timeText(a.erasedAt) })}
            </p>
          )}
          <ApplicationStagePanel a={a} queryKey={queryKey} canChange={handles} />
          {handles && <ApplicationHandlingPanel a={a} queryKey={queryKey} />}
          <People a={a} />
          <InterviewCallsPanel a={a} />
          <Steps a={a} />
          <Payment a={a} />
          {a.status === 'submitted' && <StatementPanel appId={a.id} />}
          {handles && <SpouseLinkPanel a={a} queryKey={queryKey} />}
          {handles && <ApplicationDocuments a={a} />}
          <Messages a={a} />
          <Timeline a={a} />
          {handles && <ClientDataPanel a={a} />}
        </>
      )}
    </>
  );
}
