import '../../lib/i18n/parts/application';
import { useCallback, useState } from 'react';
import { SignatureField } from '../../features/application/components/signature-field';
import { t } from '../../lib/i18n';
import styles from '../../features/application/application.module.css';
import type { PagesOf } from '../page-modules';

/**
 * /app-services: the signature pad for the web app services. The signed image is handed to the
 * embedding client app (window.parent / a React Native web view) as a PNG data URL.
 */
export function AppServicesPage() {
  const [signature, setSignature] = useState('');
  const [done, setDone] = useState(false);
  const onChange = useCallback((value: string) => {
    setSignature(value);
    setDone(false);
  }, []);
  const send = () => {
    if (!signature) return;
    const message = JSON.stringify({ type: 'signature', dataUrl: signature });
    const bridge = (window as { ReactNativeWebView?: { postMessage(m: string): void } }).ReactNativeWebView;
    if (bridge) bridge.postMessage(message);
    else window.parent.postMessage(message, window.location.origin);
    setDone(true);
  };
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('Your signature')}</h1>
      <SignatureField label={t('Sign with your finger in the box')} onChange={onChange} />
      <button type="button" className={styles.primary} disabled={!signature} onClick={send}>
        {t('Done')}
      </button>
      {done && <p role="status">{t('Signature saved.')}</p>}
    </main>
  );
}

export const pages: PagesOf<'app-services-page'> = { appServices: AppServicesPage };
