import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, type DocumentKind } from '../../../../shared/application/constants';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { applicationKeys } from '../api/application-keys';
import { removeDocument, uploadDocument } from '../api/documents';
import { errorsOf } from '../errors-of';
import { downscaleImage } from './downscale-image';

/** Where one document's upload stands: preparing the photo, sending (0 to 1), or removing. */
export type UploadPhase = { name: 'idle' } | { name: 'preparing' } | { name: 'sending'; fraction: number } | { name: 'removing' };

/** A file refused here, before it is sent: its message is already for the screen. */
class Refusal extends Error {}

function failureOf(err: unknown): string {
  if (err instanceof Refusal) return err.message;
  if (err instanceof ApiError && err.status === 0) {
    return t('The connection was lost during the upload. Check your network and choose the file again.');
  }
  const errors = errorsOf(err);
  return errors._form ?? Object.values(errors)[0] ?? t('Something went wrong. Please try again.');
}

/**
 * One document's upload: checks the file, makes a photo smaller, sends it with its progress and
 * puts the application the server answers in the cache. While a photo is on its way, a preview
 * of the chosen file stands in for the uploaded one.
 */
export function useDocumentUpload(appId: string, kind: DocumentKind) {
  const client = useQueryClient();
  const [phase, setPhase] = useState<UploadPhase>({ name: 'idle' });
  const [error, setError] = useState<string>();
  const [preview, setPreview] = useState<string>();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const run = async (action: () => Promise<void>) => {
    setError(undefined);
    try {
      await action();
    } catch (err) {
      setError(failureOf(err));
    } finally {
      setPhase({ name: 'idle' });
      setPreview(undefined);
    }
  };

  const choose = (file: File | undefined) =>
    file &&
    run(async () => {
      if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) {
        throw new Refusal(t('Only photos (JPEG or PNG) or PDF files can be uploaded.'));
      }
      setPhase({ name: 'preparing' });
      if (file.type.startsWith('image/')) setPreview(URL.createObjectURL(file));
      const blob = await downscaleImage(file);
      if (blob.size > MAX_DOCUMENT_BYTES) throw new Refusal(t('This file is larger than 10 MB. Please choose a smaller file or take a new photo.'));
      setPhase({ name: 'sending', fraction: 0 });
      const upload = blob instanceof File ? blob : new File([blob], `${kind}.jpg`, { type: blob.type });
      const state = await uploadDocument(appId, kind, upload, (fraction) => setPhase({ name: 'sending', fraction }));
      client.setQueryData(applicationKeys.detail(appId), state);
    });

  const remove = () =>
    run(async () => {
      setPhase({ name: 'removing' });
      client.setQueryData(applicationKeys.detail(appId), await removeDocument(appId, kind));
    });

  return { phase, error, preview, choose, remove };
}
