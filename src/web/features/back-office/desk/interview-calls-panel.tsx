import type { ApplicationDetail } from '../../../../shared/api/admin-applications/schemas';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { dateAndClockText, statusText, wayText } from '../interviews/interview-words';
import styles from '../shared/back-office.module.css';
import own from './applications.module.css';

type Call = ApplicationDetail['interviewCalls'][number];

/** What became of a call, in one line: "Talked with Bai on 1 Dec 2026, 10:00: held — Good English". */
function callLine(c: Call): string {
  const when = dateAndClockText(c.startsAt);
  const line =
    c.status === 'held'
      ? t('Talked with {maid} on {when}: held', { maid: c.maid.name, when })
      : t('Call with {maid} on {when}: {status}', { maid: c.maid.name, when, status: statusText(c.status).toLowerCase() });
  return c.note ? `${line} — ${c.note}` : line;
}

/**
 * The interview calls the family had (issue 32, item 5), found by the numbers this application
 * holds: whether they talked with this maid first, and what staff noted. Nothing when there were none.
 */
export function InterviewCallsPanel({ a }: { a: ApplicationDetail }) {
  if (a.interviewCalls.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="application-interviews-title">
      <h2 id="application-interviews-title">{t('Interview calls')}</h2>
      <ul className={own.interviewCalls}>
        {a.interviewCalls.map((c) => (
          <li key={c.id}>
            <span>{callLine(c)}</span>{' '}
            <span className={styles.hint}>
              {wayText(c.way)} · {c.sameMaid ? t('this application’s maid') : <Link to={`/admin/maid?id=${c.maid.id}`}>{t('another maid: {name} #{id}', { name: c.maid.name, id: c.maid.id })}</Link>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
