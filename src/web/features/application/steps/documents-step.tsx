import { useState } from 'react';
import type { DocumentKind } from '../../../../shared/application/constants';
import { plainStepSchemas } from '../../../../shared/application/step-checks';
import { t, msg } from '../../../lib/i18n';
import { DocumentDropZone } from '../components/document-drop-zone';
import { ExistingClientPanel } from '../components/existing-client-panel';
import { TextField } from '../components/text-field';
import styles from '../application.module.css';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';
import { FormFooter } from '../components/form-footer';

const LABELS: Record<DocumentKind, string> = {
  emirates_id_front: msg('Emirates ID (front)'),
  emirates_id_back: msg('Emirates ID (back)'),
  passport: msg('Passport'),
  visa: msg('Residence visa'),
};

/** REQUIRED_DOCUMENTS (and EXISTING_CLIENT_REQUIRED_DOCUMENTS): the form restarts pre-filled once documents on file are loaded. */
export function DocumentsStep(props: StepProps) {
  const [version, setVersion] = useState(0);
  return <DocumentsForm key={version} {...props} onExistingLoaded={() => setVersion((v) => v + 1)} />;
}

/** Emirates ID both sides, passport, visa where needed; photos from the camera or files. */
function DocumentsForm({ onExistingLoaded, ...props }: StepProps & { onExistingLoaded(): void }) {
  // What the step sent before (Back), under what was typed since (the draft; the server opens the
  // Emirates ID number into it).
  const sent = props.state.summary;
  const form = useStepForm(props, plainStepSchemas.REQUIRED_DOCUMENTS, { clientName: sent.clientName ?? '', emiratesIdNumber: '', needsVisa: sent.needsVisa ?? false });
  const documents = props.state.summary.documents;
  // A visa on file stays in view (to be removed) even when the passport holds the visa.
  const showVisa = form.values.needsVisa || documents.some((d) => d.kind === 'visa');
  const kinds: DocumentKind[] = ['emirates_id_front', 'emirates_id_back', 'passport', ...(showVisa ? (['visa'] as const) : [])];
  return (
    <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate>
      <h1 className={styles.title}>{t('Upload your documents')}</h1>
      <p className={styles.hint}>{t('Take a photo with your phone or choose a file (JPEG, PNG or PDF, up to 10 MB).')}</p>
      {documents.length === 0 && <ExistingClientPanel appId={props.appId} onLoaded={onExistingLoaded} />}
      <div className={styles.documentGrid}>
        {kinds.map((kind) => (
          <DocumentDropZone key={kind} appId={props.appId} kind={kind} label={t(LABELS[kind])} doc={documents.find((d) => d.kind === kind)} />
        ))}
      </div>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={form.values.needsVisa} onChange={(e) => form.set('needsVisa', e.target.checked)} />
        {t('My residence visa is not in my passport (upload it separately)')}
      </label>
      <TextField label={t('Full name (as on your Emirates ID)')} value={form.values.clientName} error={form.errors.clientName} autoComplete="name" onChange={(v) => form.set('clientName', v)} />
      <TextField
        label={t('Emirates ID number')}
        value={form.values.emiratesIdNumber}
        error={form.errors.emiratesIdNumber}
        inputMode="numeric"
        placeholder="784-XXXX-XXXXXXX-X"
        onChange={(v) => form.set('emiratesIdNumber', v)}
      />
      <FormFooter error={form.errors._form} pending={form.pending} />
    </form>
  );
}
