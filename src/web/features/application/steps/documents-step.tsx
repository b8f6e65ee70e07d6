import { useState } from 'react';
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, type DocumentKind } from '../../../../shared/application/constants';
import { plainStepSchemas } from '../../../../shared/application/step-checks';
import { t } from '../../../lib/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { applicationKeys } from '../api/application-keys';
import { documentUrl, uploadDocument } from '../api/documents';
import { downscaleImage } from '../components/downscale-image';
import { ExistingClientPanel } from '../components/existing-client-panel';
import { TextField } from '../components/text-field';
import styles from '../application.module.css';
import type { StepProps } from '../step-props';
import { errorsOf } from '../errors-of';
import { useStepForm } from '../use-step-form';
import { FormFooter } from '../components/form-footer';

const LABELS: Record<DocumentKind, string> = {
  emirates_id_front: 'Emirates ID (front)',
  emirates_id_back: 'Emirates ID (back)',
  passport: 'Passport',
  visa: 'Residence visa',
};

function DocumentInput({ appId, kind, props }: { appId: string; kind: DocumentKind; props: StepProps }) {
  const client = useQueryClient();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const doc = props.state.summary.documents.find((d) => d.kind === kind);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) {
      setError(t('Only photos (JPEG or PNG) or PDF files can be uploaded.'));
      return;
    }
    setBusy(true);
    try {
      const blob = await downscaleImage(file);
      if (blob.size > MAX_DOCUMENT_BYTES) {
        setError(t('This file is larger than 10 MB. Please choose a smaller file or take a new photo.'));
        return;
      }
      const state = await uploadDocument(appId, kind, blob instanceof File ? blob : new File([blob], `${kind}.jpg`, { type: blob.type }));
      client.setQueryData(applicationKeys.detail(appId), state);
    } catch (err) {
      setError(errorsOf(err)._form ?? Object.values(errorsOf(err))[0]);
    } finally {
      setBusy(false);
    }
  };

  const id = `doc-${kind}`;
  return (
    <div className={styles.documentTile}>
      <label htmlFor={id} className={styles.label}>
        {t(LABELS[kind])}
      </label>
      {doc &&
        (doc.contentType === 'application/pdf' ? (
          <p className={styles.hint}>{t('PDF uploaded')}</p>
        ) : (
          <img className={styles.thumbnail} src={documentUrl(appId, doc.id)} alt={t('{document} as uploaded', { document: t(LABELS[kind]) })} />
        ))}
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept="image/jpeg,image/png,application/pdf"
        disabled={busy}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {busy && <p className={styles.hint}>{t('Uploading…')}</p>}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** REQUIRED_DOCUMENTS (and EXISTING_CLIENT_REQUIRED_DOCUMENTS): the form restarts pre-filled once documents on file are loaded. */
export function DocumentsStep(props: StepProps) {
  const [version, setVersion] = useState(0);
  return <DocumentsForm key={version} {...props} onExistingLoaded={() => setVersion((v) => v + 1)} />;
}

/** Emirates ID both sides, passport, visa where needed; photos from the camera or files. */
function DocumentsForm({ onExistingLoaded, ...props }: StepProps & { onExistingLoaded(): void }) {
  const form = useStepForm(props, plainStepSchemas.REQUIRED_DOCUMENTS, { clientName: '', emiratesIdNumber: '', needsVisa: false as boolean });
  const kinds: DocumentKind[] = ['emirates_id_front', 'emirates_id_back', 'passport', ...(form.values.needsVisa ? (['visa'] as const) : [])];
  return (
    <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate>
      <h1 className={styles.title}>{t('Upload your documents')}</h1>
      <p className={styles.hint}>{t('Take a photo with your phone or choose a file (JPEG, PNG or PDF, up to 10 MB).')}</p>
      {props.state.summary.documents.length === 0 && <ExistingClientPanel appId={props.appId} onLoaded={onExistingLoaded} />}
      <div className={styles.documentGrid}>
        {kinds.map((kind) => (
          <DocumentInput key={kind} appId={props.appId} kind={kind} props={props} />
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
