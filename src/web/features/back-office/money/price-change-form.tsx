import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { changeMonthlyPrice } from '../../../../shared/api/admin-money/contracts';
import * as schemas from '../../../../shared/api/admin-money/schemas';
import type { StaffStatement } from '../../../../shared/api/admin-money/schemas';
import { formatAed, formatVatRate } from '../../../../shared/pricing/money';
import { monthlyDebitDay } from '../../../../shared/service/debits';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { parseAed } from '../prices/price-draft';
import { ApiError } from '../../../lib/api-client';
import { checkBody, describedBy, FieldIssue, FormFailure } from '../service/action-issues';
import styles from '../shared/back-office.module.css';
import { serverFieldMessages, type FieldMessages } from '../shared/field-issues';
import { staffCall } from '../shared/staff-api';
import { dayText, dubaiDay } from './money-labels';
import money from './money.module.css';

const FIELDS = ['monthlyFeeFils', 'effectiveFrom', 'noticeOn'] as const;
const id = (field: string) => `money-price-${field}`;

/** The next twelve debit days on or after the earliest a new price may start: a price changes on a debit day. */
export function debitDaysFrom(statement: StaffStatement): string[] {
  const start = statement.rows.find((r) => r.kind === 'first_payment' && r.seq === 0)?.dueOn;
  if (!start) return [];
  const days: string[] = [];
  for (let n = 1; days.length < 12 && n < 1200; n += 1) {
    const day = monthlyDebitDay(start, n);
    if (day >= statement.earliestPriceChange) days.push(day);
  }
  return days;
}

/**
 * A refusal at the field it is about: the 400's listed issues, or a 400 or 409 whose message names
 * its field ("effectiveFrom: the payments up to … are already on the statement"), shown without the
 * field's name. Anything else stays the form's own failure.
 */
function refusalAtField(error: unknown): FieldMessages {
  const listed = serverFieldMessages(error);
  if (Object.keys(listed).length) return listed;
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return {};
  const field = FIELDS.find((f) => error.message.startsWith(`${f}: `));
  if (!field) return {};
  const words = error.message.slice(field.length + 2);
  return { [field]: words.charAt(0).toUpperCase() + words.slice(1) };
}

/** The VAT rate the family's payments carry: the new fee's VAT is at the same rate. */
const vatRateOf = (statement: StaffStatement) => statement.rows.find((r) => r.kind === 'monthly_payment' || r.kind === 'first_payment')?.vatBasisPoints ?? null;

/**
 * A running service's new monthly fee (finance and admins): from a debit day on, with the day the
 * family was told. The price lists never change a running service; this does, audited. The new
 * monthly total is shown before it is sent; the server's refusal shows at the field it names.
 */
export function PriceChangeForm({ appId, statement, onDone }: { appId: string; statement: StaffStatement; onDone: (next: StaffStatement) => void }) {
  const days = debitDaysFrom(statement);
  const [fee, setFee] = useState('');
  const [effectiveFrom, setEffectiveFrom] = useState(days[0] ?? '');
  const [noticeOn, setNoticeOn] = useState(() => dubaiDay());
  const [issues, setIssues] = useState<FieldMessages>({});
  const save = useMutation({
    mutationFn: (body: { monthlyFeeFils: number; effectiveFrom: string; noticeOn: string }) => staffCall(changeMonthlyPrice, { params: { id: appId }, body }),
    onSuccess: (next) => {
      setFee('');
      onDone(next);
    },
    onError: (error) => setIssues(refusalAtField(error)),
  });
  const fils = parseAed(fee);
  const rate = vatRateOf(statement);
  const vat = fils !== null && fils > 0 && rate !== null ? Math.round((fils * rate) / 10_000) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldMessages =
      fils === null || fils <= 0
        ? { monthlyFeeFils: t('Type the new monthly fee in AED, without VAT, e.g. 3990.') }
        : noticeOn > dubaiDay()
          ? { noticeOn: t('The day the family was told cannot be after today.') }
          : checkBody(schemas.changeMonthlyPrice.body, { monthlyFeeFils: fils, effectiveFrom, noticeOn });
    setIssues(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return save.reset();
    }
    save.mutate({ monthlyFeeFils: fils!, effectiveFrom, noticeOn });
  };

  return (
    <form className={money.action} onSubmit={submit} noValidate aria-labelledby="money-price-title">
      <h3 id="money-price-title">{t('Change the monthly fee')}</h3>
      <p className={styles.hint}>{t('The price lists never change a running service. The family must be told at least 30 days before the new fee starts; the change is recorded in the audit trail.')}</p>
      {days.length === 0 ? (
        <p>{t('This application has no debit schedule yet: its monthly fee can change once its first payment is on the statement.')}</p>
      ) : (
        <>
          <div className={styles.grid}>
            <div className={styles.field}>
              <label htmlFor={id('monthlyFeeFils')}>{t('New monthly fee, without VAT (AED)')}</label>
              <input
                id={id('monthlyFeeFils')}
                inputMode="decimal"
                value={fee}
                onChange={(e) => setFee(e.target.value)}
                aria-invalid={issues.monthlyFeeFils ? true : undefined}
                aria-describedby={describedBy(id('monthlyFeeFils'), issues.monthlyFeeFils)}
                autoComplete="off"
              />
              <FieldIssue id={id('monthlyFeeFils')} message={issues.monthlyFeeFils} />
            </div>
            <div className={styles.field}>
              <label htmlFor={id('effectiveFrom')}>{t('From the debit of')}</label>
              <select
                id={id('effectiveFrom')}
                value={effectiveFrom}
                onChange={(e) => setEffectiveFrom(e.target.value)}
                aria-invalid={issues.effectiveFrom ? true : undefined}
                aria-describedby={describedBy(id('effectiveFrom'), issues.effectiveFrom, true)}
              >
                {days.map((day) => (
                  <option key={day} value={day}>
                    {dayText(day)}
                  </option>
                ))}
              </select>
              <p className={styles.hint} id={`${id('effectiveFrom')}-hint`}>
                {t('The earliest is {day}: after every payment already written, and 30 days after a notice given today.', { day: dayText(statement.earliestPriceChange) })}
              </p>
              <FieldIssue id={id('effectiveFrom')} message={issues.effectiveFrom} />
            </div>
            <div className={styles.field}>
              <label htmlFor={id('noticeOn')}>{t('The family was told on')}</label>
              <input
                id={id('noticeOn')}
                type="date"
                value={noticeOn}
                max={dubaiDay()}
                onChange={(e) => setNoticeOn(e.target.value)}
                aria-invalid={issues.noticeOn ? true : undefined}
                aria-describedby={describedBy(id('noticeOn'), issues.noticeOn)}
              />
              <FieldIssue id={id('noticeOn')} message={issues.noticeOn} />
            </div>
          </div>
          <p aria-live="polite">
            {fils !== null && fils > 0
              ? vat !== null
                ? t('New monthly total: {total} ({fee} and VAT {vat} at {rate}).', { total: formatAed(fils + vat), fee: formatAed(fils), vat: formatAed(vat), rate: formatVatRate(rate!) })
                : t('New monthly fee: {fee}, VAT on top.', { fee: formatAed(fils) })
              : null}
          </p>
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={save.isPending}>
              {t('Change the monthly fee')}
            </button>
          </div>
          <FormFailure error={save.error} issues={issues} />
          {save.isSuccess && (
            <p className={styles.done} role="status">
              {t('The new monthly fee applies from the debit of {day}.', { day: dayText(save.variables.effectiveFrom) })}
            </p>
          )}
        </>
      )}
    </form>
  );
}
