import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { closeServiceRequest, recordRefund, stopServiceDebits } from '../../../../shared/api/admin-service/contracts';
import * as schemas from '../../../../shared/api/admin-service/schemas';
import type { ServiceRequestDetail } from '../../../../shared/api/admin-service/schemas';
import { formatAed } from '../../../../shared/pricing/money';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { aedText, parseAed } from '../prices/price-draft';
import styles from '../shared/back-office.module.css';
import type { FieldMessages } from '../shared/field-issues';
import { staffCall } from '../shared/staff-api';
import { checkBody, describedBy, FieldIssue, fieldsOfFailure, FormFailure } from './action-issues';
import { methodText, REFUND_METHODS, type RefundMethod } from './service-labels';
import service from './service.module.css';

type Props = { detail: ServiceRequestDetail; onDone: (next: ServiceRequestDetail) => void };

/** Focuses the first wrong field of a form whose fields are named `${prefix}-${field}`. */
const focusFirst = (prefix: string, issues: FieldMessages) => {
  const first = Object.keys(issues)[0];
  if (first) document.getElementById(`${prefix}-${first}`)?.focus();
  return Boolean(first);
};

/**
 * A cancellation's refund paid: typed in AED (sent in fils), the refund due by default. More than
 * due is an admin's to record; the server refuses an agent with the amount due, shown as it says it.
 */
export function RefundForm({ detail, onDone }: Props) {
  const request = detail.request;
  const due = request.refundTotalFils ?? 0;
  const [amount, setAmount] = useState(aedText(due));
  const [method, setMethod] = useState<RefundMethod>('bank_transfer');
  const [reference, setReference] = useState('');
  const [sendSms, setSendSms] = useState(true);
  const [issues, setIssues] = useState<FieldMessages>({});
  const save = useMutation({
    mutationFn: (amountFils: number) => staffCall(recordRefund, { params: { id: request.id }, body: { amountFils, method, reference, sendSms } }),
    onSuccess: onDone,
    onError: (error) => setIssues(fieldsOfFailure(error, ['amountFils', 'method', 'reference'])),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fils = parseAed(amount);
    const found: FieldMessages = fils === null || fils < 0 ? { amountFils: t('Type the amount in AED, e.g. 1250.50.') } : checkBody(schemas.recordRefund.body, { amountFils: fils, method, reference, sendSms });
    setIssues(found);
    if (focusFirst('service-refund', found)) return save.reset();
    save.mutate(fils!);
  };
  return (
    <form className={service.action} onSubmit={submit} noValidate aria-labelledby="service-refund-title">
      <h3 id="service-refund-title">{t('Record the refund paid')}</h3>
      <p>{t('The refund due by the rule is {amount}, VAT {vat} included.', { amount: formatAed(due), vat: formatAed(request.refundVatFils ?? 0) })}</p>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor="service-refund-amountFils">{t('Amount paid (AED)')}</label>
          <input
            id="service-refund-amountFils"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={issues.amountFils ? true : undefined}
            aria-describedby={describedBy('service-refund-amountFils', issues.amountFils, true)}
            autoComplete="off"
          />
          <p className={styles.hint} id="service-refund-amountFils-hint">
            {t('More than the refund due needs an admin.')}
          </p>
          <FieldIssue id="service-refund-amountFils" message={issues.amountFils} />
        </div>
        <div className={styles.field}>
          <label htmlFor="service-refund-method">{t('Paid by')}</label>
          <select id="service-refund-method" value={method} onChange={(e) => setMethod(e.target.value as RefundMethod)} aria-invalid={issues.method ? true : undefined} aria-describedby={describedBy('service-refund-method', issues.method)}>
            {REFUND_METHODS.map((m) => (
              <option key={m} value={m}>
                {methodText(m)}
              </option>
            ))}
          </select>
          <FieldIssue id="service-refund-method" message={issues.method} />
        </div>
        <div className={styles.field}>
          <label htmlFor="service-refund-reference">{t('Bank reference')}</label>
          <input
            id="service-refund-reference"
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            maxLength={100}
            aria-invalid={issues.reference ? true : undefined}
            aria-describedby={describedBy('service-refund-reference', issues.reference)}
            autoComplete="off"
          />
          <FieldIssue id="service-refund-reference" message={issues.reference} />
        </div>
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={sendSms} onChange={(e) => setSendSms(e.target.checked)} />
        {t('Text the family that it was paid')}
      </label>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={save.isPending}>
          {t('Record the refund')}
        </button>
      </div>
      <FormFailure error={save.error} issues={issues} />
    </form>
  );
}

/** The service's future debits stop, with the reason staff give. */
export function StopDebitsForm({ detail, onDone }: Props) {
  const [reason, setReason] = useState('');
  const [issues, setIssues] = useState<FieldMessages>({});
  const save = useMutation({
    mutationFn: () => staffCall(stopServiceDebits, { params: { id: detail.request.id }, body: { reason } }),
    onSuccess: onDone,
    onError: (error) => setIssues(fieldsOfFailure(error, ['reason'])),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkBody(schemas.stopServiceDebits.body, { reason });
    setIssues(found);
    if (focusFirst('service-stop', found)) return save.reset();
    save.mutate();
  };
  return (
    <form className={service.action} onSubmit={submit} noValidate aria-labelledby="service-stop-title">
      <h3 id="service-stop-title">{t('Stop the debits')}</h3>
      <div className={styles.field}>
        <label htmlFor="service-stop-reason">{t('Why do the debits stop?')}</label>
        <textarea
          id="service-stop-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          aria-invalid={issues.reason ? true : undefined}
          aria-describedby={describedBy('service-stop-reason', issues.reason)}
        />
        <FieldIssue id="service-stop-reason" message={issues.reason} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.secondary} disabled={save.isPending}>
          {t('Stop the debits')}
        </button>
      </div>
      <FormFailure error={save.error} issues={issues} />
    </form>
  );
}

/** A problem (or a replacement no longer wanted) closed with how it was resolved. */
export function CloseForm({ detail, onDone }: Props) {
  const [note, setNote] = useState('');
  const [issues, setIssues] = useState<FieldMessages>({});
  const save = useMutation({
    mutationFn: () => staffCall(closeServiceRequest, { params: { id: detail.request.id }, body: { note } }),
    onSuccess: onDone,
    onError: (error) => setIssues(fieldsOfFailure(error, ['note'])),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkBody(schemas.closeServiceRequest.body, { note });
    setIssues(found);
    if (focusFirst('service-close', found)) return save.reset();
    save.mutate();
  };
  const replacement = detail.request.kind === 'replacement';
  return (
    <form className={service.action} onSubmit={submit} noValidate aria-labelledby="service-close-title">
      <h3 id="service-close-title">{replacement ? t('Close without a new maid') : t('Close the problem')}</h3>
      <div className={styles.field}>
        <label htmlFor="service-close-note">{t('How was it resolved?')}</label>
        <textarea
          id="service-close-note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={1000}
          aria-invalid={issues.note ? true : undefined}
          aria-describedby={describedBy('service-close-note', issues.note, replacement)}
        />
        {replacement && (
          <p className={styles.hint} id="service-close-note-hint">
            {t('For a family who no longer wants another maid; a maid held for them goes back to the catalogue.')}
          </p>
        )}
        <FieldIssue id="service-close-note" message={issues.note} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.secondary} disabled={save.isPending}>
          {t('Close the request')}
        </button>
      </div>
      <FormFailure error={save.error} issues={issues} />
    </form>
  );
}
