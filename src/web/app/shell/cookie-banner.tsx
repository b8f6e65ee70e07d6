import { useEffect, useRef, useState } from 'react';
import { cookieBannerWanted, setConsent } from '../../lib/consent';
import { t } from '../../lib/i18n';
import { PrivacySettingsModal } from './privacy-settings-modal';
import buttons from '../../components/ui/buttons.module.css';
import styles from './cookie-banner.module.css';

/** Section 4: consent is granted by itself after about 10 s, a 2 s delay plus 8 s. */
export const AUTO_CONSENT_DELAY_MS = 2000;
export const AUTO_CONSENT_AFTER_MS = 8000;

/** The cookie banner (spec section 4): shown with v_ab in session and no consent stored. */
export function CookieBanner() {
  const [visible, setVisible] = useState(cookieBannerWanted);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!visible) return;
    let inner: ReturnType<typeof setTimeout> | undefined;
    const outer = setTimeout(() => {
      inner = setTimeout(() => {
        setConsent('granted');
        setVisible(false);
      }, AUTO_CONSENT_AFTER_MS);
    }, AUTO_CONSENT_DELAY_MS);
    const onOutside = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setVisible(false);
    };
    document.addEventListener('click', onOutside);
    return () => {
      clearTimeout(outer);
      clearTimeout(inner);
      document.removeEventListener('click', onOutside);
    };
  }, [visible]);

  return (
    <>
      {visible && (
        <section ref={ref} className={styles.banner} aria-label={t('Cookies Control')}>
          <h2 className={styles.title}>{t('Cookies Control')}</h2>
          <p className={styles.text}>{t('We use cookies to improve your experience and to measure our ads.')}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => {
                setVisible(false);
                setPrivacyOpen(true);
              }}
            >
              {t('Learn More')}
            </button>
            <button
              type="button"
              className={buttons.primary}
              onClick={() => {
                setConsent('granted');
                setVisible(false);
              }}
            >
              {t('Accept')}
            </button>
          </div>
        </section>
      )}
      {privacyOpen && <PrivacySettingsModal onClose={() => setPrivacyOpen(false)} />}
    </>
  );
}
