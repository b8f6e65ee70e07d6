import { useCallback, useEffect } from 'react';
import { MONTHLY_PAYMENT_FORMS } from '../../../../shared/application/constants';
import { plainStepSchemas } from '../../../../shared/application/step-checks';
import { t } from '../../../lib/i18n';
import { mandateUrl } from '../api/documents';
import { useSignedForms } from '../api/get-signed-forms';
import { SignedFormText } from '../components/signed-form-text';
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
  const forms = useSignedForms(props.appId);
  const shown = monthly ? forms.data?.monthly[index - 1] : forms.data?.mandate;
  // The form goes with the signature: the server refuses it if the form reads otherwise now.
  const step = useStepForm(
    props,
    monthly ? plainStepSchemas.SIGN_MONTHLY_PAYMENTS : plainStepSchemas.SIGN_DIRECT_DEBIT,
    { signature: '' },
    (v) => (monthly ? { signatureIndex: index, signature: v.signature, form: shown } : { signature: v.signature, form: shown }),
  );
  const { set } = step;
  const onChange = useCallback((dataUrl: string) => set('signature', dataUrl), [set]);
  const summary = props.state.summary;
  // Refused (the form changed since it loaded, among others): the form is read again, as it reads now.
  const refused = step.errors._form;
  const { refetch } = forms;
  useEffect(() => {
    if (refused) void refetch();
  }, [refused, refetch]);
  return (
    <form className={styles.form} onSubmit={(e) => void step.submit(e)} noValidate>
      <h1 className={styles.title}>
        {monthly ? t('Sign payment form {index} of {total}', { index, total: MONTHLY_PAYMENT_FORMS }) : t('Sign the direct debit')}
      </h1>
      {shown ? (
        <SignedFormText form={shown} />
      ) : forms.isError ? (
        <p className={styles.error} role="alert">
          {t('The form to sign could not be loaded. Check your connection and reload the page: nothing is signed until you read it.')}
        </p>
      ) : (
        <p className={styles.hint} aria-live="polite">
          {t('Loading the form to sign…')}
        </p>
      )}
      {/* The pad comes with the form: nothing is signed unread, and nothing moves it once it is there. */}
      {shown && (
        <>
          <p className={styles.hint}>{t('By signing below you agree to the form above.')}</p>
          <SignatureField key={`${props.step}-${index}`} label={t('Your signature')} error={step.errors.signature} onChange={onChange} />
        </>
      )}
      {!monthly && summary.directDebitSigned && (
        <a className={styles.linkButton} href={mandateUrl(props.appId)} download>
          {t('Download the signed mandate (PDF)')}
        </a>
      )}
      {step.errors._form && (
        <p className={styles.error} role="alert">
          {step.errors._form}
        </p>
      )}
      <button className={buttons.primary} type="submit" disabled={step.pending || !shown}>
        {t('Sign and continue')}
      </button>
    </form>
  );
}
