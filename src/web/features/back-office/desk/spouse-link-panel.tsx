import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resendSpouseLink } from '../../../../shared/api/admin-applications/contracts';
import type { ApplicationDetail } from '../../../../shared/api/admin-applications/schemas';
import { spouseLinkClosed } from '../../../../shared/application/spouse-link';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { timeText } from './application-labels';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall } from '../shared/staff-api';

/** The kind of the outbox's message that carries the spouse's signing link. */
const SPOUSE_LINK = 'spouse-sign-link';

/**
 * The spouse's signing link, sent again by SMS (a new link, audited under the agent's name): for
 * an application whose spouse was sent one and has not signed. The family can do the same from
 * /my-application; the rule is shared/application/spouse-link.ts.
 */
export function SpouseLinkPanel({ a, queryKey }: { a: ApplicationDetail; queryKey: readonly unknown[] }) {
  const client = useQueryClient();
  const resend = useMutation({
    mutationFn: () => staffCall(resendSpouseLink, { params: { id: a.id } }),
    onSuccess: ({ messages }) => client.setQueryData(queryKey, (old: { application: ApplicationDetail } | undefined) => old && { application: { ...old.application, messages } }),
  });
  const sent = a.messages.filter((m) => m.kind === SPOUSE_LINK);
  const last = sent.at(-1);
  if (!last || a.erasedAt) return null;
  // Sent too recently is the server's to say (429): the page may have been open for a while.
  const closed = spouseLinkClosed({ lastSentAt: Date.parse(last.createdAt), signedBySpouse: a.signatures.signedBySpouse, stage: a.stage });
  return (
    <section className={styles.panel} aria-labelledby="spouse-link-title">
      <h2 id="spouse-link-title">{t('Spouse’s signing link')}</h2>
      <p>
        {a.signatures.signedBySpouse
          ? t('The spouse has signed the monthly payment forms.')
          : t('Sent {n, plural, one {once} other {{n} times}} to {phone}, last {when}. The spouse has not signed yet.', { n: sent.length, phone: last.toPhone, when: timeText(last.createdAt) })}
      </p>
      {!a.signatures.signedBySpouse &&
        (closed ? (
          <p className={styles.hint}>{t(closed)}</p>
        ) : (
          <div className={styles.actions}>
            <button type="button" className={buttons.secondary} onClick={() => resend.mutate()} disabled={resend.isPending}>
              {resend.isPending ? t('Sending…') : t('Send the link again')}
            </button>
          </div>
        ))}
      {resend.data && (
        <p className={styles.hint} role="status">
          {t('A new link was sent to {phone}. Recorded in the audit trail under your name.', { phone: resend.data.toPhone })}
        </p>
      )}
      <Failure error={resend.error} />
    </section>
  );
}
