import type { ApplicationStatus } from '../../../shared/api/application/schemas';
import { LOCALES } from '../../../shared/i18n/locales';
import { spouseLinkClosed } from '../../../shared/application/spouse-link';
import { ApiError } from '../../lib/api-client';
import { currentLanguage, ltr, t } from '../../lib/i18n';
import { useSendSpouseLink } from './api/send-spouse-link';
import styles from './my-application.module.css';

const when = (iso: string) =>
  new Intl.DateTimeFormat(LOCALES[currentLanguage()], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' }).format(new Date(iso));

/**
 * Whether the spouse has signed the monthly payment forms, and their link sent again when they
 * lost it or it expired (shared/application/spouse-link.ts says when it can be).
 */
export function SpouseLink({ status }: { status: ApplicationStatus }) {
  const send = useSendSpouseLink(status.id);
  const link = status.spouseLink;
  if (!link) return null;
  const closed = spouseLinkClosed({ lastSentAt: Date.parse(link.sentAt), signedBySpouse: link.signed, stage: status.stage });
  // The server's refusals are the shared rule's texts: shown in the page's language.
  const failure = send.error ? (send.error instanceof ApiError && send.error.status !== 0 ? t(send.error.message) : t('Connection error: Please refresh')) : null;
  return (
    <section className={styles.card} aria-labelledby="spouse-title">
      <h2 id="spouse-title">{t('Your spouse’s signature')}</h2>
      {link.signed ? (
        <p>{t('Your spouse has signed the monthly payment forms.')}</p>
      ) : (
        <>
          <p>{t('We sent the signing link to {phone} on {when}. Your spouse has not signed yet.', { phone: ltr(link.toPhone), when: when(link.sentAt) })}</p>
          {closed ? null : (
            <>
              <p className={styles.muted}>{t('Lost the message, or the link expired? We can send a new link to the same number.')}</p>
              <p>
                <button type="button" className={styles.primary} onClick={() => send.mutate()} disabled={send.isPending}>
                  {send.isPending ? t('Sending…') : t('Send the link again')}
                </button>
              </p>
            </>
          )}
          {send.isSuccess && (
            <p role="status">{t('A new link is on its way to {phone}.', { phone: ltr(send.data.toPhone) })}</p>
          )}
          {failure && <p role="alert">{failure}</p>}
        </>
      )}
    </section>
  );
}
