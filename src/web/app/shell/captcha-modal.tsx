import { useState } from 'react';
import { pathOf } from '../../../shared/api/contract';
import { downloadCaptchaImage, refreshCaptcha } from '../../../shared/api/public/contracts';
import { api } from '../../lib/api';
import { closeCaptcha, isValidCaptchaAnswer, useCaptcha, type CaptchaRequest } from '../../lib/captcha-request';
import { incorrectCodeToast } from '../../lib/error-catalogue';
import { t } from '../../lib/i18n';
import { notify } from '../../lib/notifications';
import { Modal } from './modal';
import buttons from '../../components/ui/buttons.module.css';
import styles from './captcha-modal.module.css';

/** The captcha modal (spec section 4): static, one pending captcha at a time. */
export function CaptchaModal() {
  const captcha = useCaptcha();
  // A new captcha (a wrong answer brings a fresh one) starts with a clean form.
  return captcha ? <CaptchaForm key={captcha.id} captcha={captcha} /> : null;
}

function CaptchaForm({ captcha }: { captcha: CaptchaRequest }) {
  const [answer, setAnswer] = useState('');
  const [imageId, setImageId] = useState(captcha.attachmentUuid);
  const [busy, setBusy] = useState(false);

  async function refresh() {
    setBusy(true);
    try {
      const data = await api(refreshCaptcha, { params: { captchaId: captcha.captchaId } }, { silent: true });
      const uuid = data.attachments?.[0]?.uuid;
      if (uuid) setImageId(uuid);
      setAnswer('');
    } catch {
      /* Section 8: a failed refresh only re-enables the actions. */
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    const value = answer.trim();
    if (!value) return;
    if (!isValidCaptchaAnswer(value)) {
      notify({ ...incorrectCodeToast(), showOnTop: true });
      return;
    }
    setBusy(true);
    try {
      await captcha.verify(value);
    } catch {
      /* The error layer already told the visitor; the modal closes either way. */
    } finally {
      closeCaptcha(captcha.id);
    }
  }

  function cancel() {
    closeCaptcha(captcha.id);
    captcha.cancel();
  }

  return (
    <Modal title={t('Security check')} onClose={cancel} isStatic>
      <form className={styles.form} onSubmit={verify} aria-busy={busy}>
        <p className={styles.hint}>{t('Please type the characters you see in the picture.')}</p>
        {imageId ? (
          <img className={styles.image} src={pathOf(downloadCaptchaImage, { imageId })} alt={t('Security code picture')} width={200} height={70} />
        ) : null}
        <label className={styles.label}>
          {t('Code')}
          <input
            className={styles.input}
            name="captchaAnswer"
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={32}
            disabled={busy}
          />
        </label>
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={refresh} disabled={busy}>
            {t('New picture')}
          </button>
          <button type="submit" className={buttons.primary} disabled={busy || answer.trim() === ''}>
            {t('Verify')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
