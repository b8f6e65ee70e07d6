import { t } from '../../../lib/i18n';
import { usePhoneLinkQr, type PhoneLinkQrInput } from '../api/get-phone-link-qr';
import styles from './phone-link-qr.module.css';

/** Beside 'Send the link' on a computer: the same kind of signed link as a QR code for the phone's camera. */
export function PhoneLinkQr({ appId, input }: { appId: string; input: PhoneLinkQrInput }) {
  const qr = usePhoneLinkQr(appId, input);
  return (
    <figure className={styles.qr}>
      <div className={styles.code}>
        {qr.data ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.data.svg)}`}
            alt={t('QR code of the link to your application')}
            width={208}
            height={208}
            data-testid="phone-link-qr"
          />
        ) : (
          <p className={styles.placeholder} role={qr.isError ? 'alert' : 'status'}>
            {qr.isError ? t('The QR code could not be shown. Send the link by SMS instead.') : t('Loading…')}
          </p>
        )}
      </div>
      <figcaption className={styles.caption}>{t('Or scan this code with your phone’s camera to continue there.')}</figcaption>
    </figure>
  );
}
