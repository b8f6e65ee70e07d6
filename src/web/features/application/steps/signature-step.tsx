import { useCallback } from 'react';
import { MONTHLY_PAYMENT_FORMS } from '../../../../shared/application/constants';
import { plainStepSchemas } from '../../../../shared/application/step-checks';
import { t } from '../../../lib/i18n';
import { mandateUrl } from '../api/documents';
import { SignatureField } from '../components/signature-field';
import styles from '../application.module.css';
import buttons from '../../../components/ui/buttons.module.css';
import type { StepProps } from '../step-props';
import { currentSignatureIndex } from '../signature-index';
import { useStepForm } from '../use-step-form';

/** SIGN_DIRECT_DEBIT and SIGN_MONTHLY_PAYMENTS (one form per signature index). */
export function SignatureStep(props: StepProps) {
  const monthly = props.step === 'SIGN_MONTHLY_PAYMENTS';
  const index = currentSignatureIndex(props);
  const form = useStepForm(
    props,
    monthly ? plainStepSchemas.SIGN_MONTHLY_PAYMENTS : plainStepSchemas.SIGN_DIRECT_DEBIT,
    { signature: '' },
    (v) => (monthly ? { signatureIndex: index, signature: v.signature } : { signature: v.signature }),
  );
  const { set } = form;
  const onChange = useCallback((dataUrl: string) => set('signature', dataUrl), [set]);
  const summary = props.state.summary;
  return (
    <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate>
      <h1 className={styles.title}>
        {monthly ? t('Sign payment form {index} of {total}', { index, total: MONTHLY_PAYMENT_FORMS }) : t('Sign the direct debit')}
      </h1>
      {!monthly && summary.maskedIban && (
        <p className={styles.hint}>
          {t('From {bank} account {iban}, monthly.', { bank: summary.bankName ?? t('your bank'), iban: summary.maskedIban })}
        </p>
      )}
      <SignatureField key={`${props.step}-${index}`} label={t('Your signature')} error={form.errors.signature} onChange={onChange} />
      {!monthly && summary.directDebitSigned && (
        <a className={styles.linkButton} href={mandateUrl(props.appId)} download>
          {t('Download the signed mandate (PDF)')}
        </a>
      )}
      {form.errors._form && (
        <p className={styles.error} role="alert">
          {form.errors._form}
        </p>
      )}
      <button className={buttons.primary} type="submit" disabled={form.pending}>
        {t('Sign and continue')}
      </button>
    </form>
  );
}
