import { useId, useState } from 'react';
import { Link } from '../../lib/router';
import { readConsent, setConsent } from '../../lib/consent';
import { t } from '../../lib/i18n';
import { Modal } from './modal';
import styles from './privacy-settings-modal.module.css';

/** Privacy Settings: one switch for consentMode, reported to the tag layer on every change. */
export function PrivacySettingsModal({ onClose }: { onClose: () => void }) {
  const [granted, setGranted] = useState(() => readConsent() !== 'denied');
  const hintId = useId();
  return (
    <Modal title={t('Privacy Settings')} onClose={onClose}>
      <p className={styles.text} id={hintId}>
        {t('Analytics and advertising cookies help us understand which ads bring families to us. You can switch them off at any time.')}
      </p>
      <label className={styles.switchRow}>
        <input
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={granted}
          aria-describedby={hintId}
          onChange={(e) => {
            setGranted(e.target.checked);
            setConsent(e.target.checked ? 'granted' : 'denied');
          }}
        />
        {t('Analytics and advertising cookies')}
      </label>
      <p className={styles.text}>
        <Link to="/terms-of-service">{t('Read our terms of service')}</Link>
      </p>
    </Modal>
  );
}
