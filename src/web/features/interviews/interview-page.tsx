import '../../lib/i18n/parts/interviews';
import { getInterviewCalendar } from '../../../shared/api/interviews/contracts';
import { pathOf } from '../../../shared/api/contract';
import type { FamilyInterview } from '../../../shared/api/interviews/schemas';
import { displayFirstName } from '../../../shared/first-name';
import { hrefOf } from '../../../shared/public-routes';
import { ApiError } from '../../lib/api-client';
import { currentLanguage, msg, t } from '../../lib/i18n';
import { Link, useParams } from '../../lib/router';
import buttons from '../../components/ui/buttons.module.css';
import { useInterview } from './api';
import { ChangeCall } from './change-call';
import { dateTimeText } from './slot-times';
import { LANGUAGE_NAMES, STATUS_TEXTS, WAY_TEXTS } from './words';
import styles from './interviews.module.css';

/** A link the server does not know (forged, altered, or 30 days past its call): what to do instead. */
function LinkNotValid() {
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="interview-title">
        <h1 id="interview-title">{t('This link is not valid or has expired')}</h1>
        <p>{t('Open the link in our latest SMS, or book a new call from her page.')}</p>
        <div className={styles.actions}>
          <Link className={buttons.primary} to={hrefOf('hireMaid')}>
            {t('See the maids available now')}
          </Link>
          <a className={buttons.secondary} href="/whatsapp-us">
            {t('WhatsApp us')}
          </a>
        </div>
      </section>
    </main>
  );
}

/** How a confirmed call that is not a video room is made. */
const CONFIRMED_HOW = {
  phone: msg('We will call your mobile number at this time.'),
  whatsapp_video: msg('We will call you on WhatsApp at this time.'),
} as const;

/**
 * /interview/:token: the family's call with a maid (issue 32), by the link of its SMS. Her photo
 * and name, the time in Dubai time, the way and the language, where it stands in plain words; the
 * meeting link once a video call is confirmed; a calendar file; cancel or move while it can
 * change. She hired by another family: said first, with maids like her. After a held call: "Hire her".
 */
export function InterviewPage() {
  const token = useParams().token ?? '';
  const call = useInterview(token);
  if (call.error instanceof ApiError && (call.error.status === 404 || call.error.status === 400)) return <LinkNotValid />;
  const data = call.data;
  return (
    <main className={styles.page}>
      {call.error ? <p role="alert">{t('Your call could not be loaded. Please check your connection and refresh.')}</p> : null}
      {!data && !call.error ? <p role="status">{t('Loading…')}</p> : null}
      {data ? <CallView token={token} call={data} /> : null}
    </main>
  );
}

function CallView({ token, call }: { token: string; call: FamilyInterview }) {
  const lang = currentLanguage();
  const name = displayFirstName(call.maid.name);
  return (
    <>
      {call.maidTaken ? <SheIsTaken name={name} call={call} /> : null}
      <section className={styles.card} aria-labelledby="interview-title">
        <div className={styles.who}>
          <img className={styles.photo} src={call.maid.posterURL} alt="" width={72} height={72} />
          <h1 id="interview-title">{t('Your call with {name}', { name })}</h1>
        </div>
        <p className={call.status === 'confirmed' || call.status === 'held' ? `${styles.status} ${styles.good}` : styles.status} role="status">
          {t(STATUS_TEXTS[call.status])}
        </p>
        {call.status === 'declined' && call.declineReason ? (
          <p>
            {t('Our reason:')} <q>{call.declineReason}</q>
          </p>
        ) : null}
        <dl className={styles.facts}>
          <div>
            <dt>{t('When')}</dt>
            <dd>{t('{time} (UAE time)', { time: dateTimeText(call.startsAt, lang) })}</dd>
          </div>
          <div>
            <dt>{t('How')}</dt>
            <dd>
              {t(WAY_TEXTS[call.way])} · {t('{minutes} minutes', { minutes: call.minutes })}
            </dd>
          </div>
          <div>
            <dt>{t('Language of the call')}</dt>
            <dd lang={call.language} translate="no">
              {LANGUAGE_NAMES[call.language]}
            </dd>
          </div>
        </dl>
        {call.status === 'confirmed' && call.meetingUrl ? (
          <>
            <a className={buttons.primary} href={call.meetingUrl} target="_blank" rel="noopener noreferrer">
              {t('Join the video call')}
            </a>
            <p className={styles.hint}>{t('Open it at the time of the call, on your phone or computer.')}</p>
          </>
        ) : call.status === 'confirmed' && call.way !== 'video' ? (
          <p>{t(CONFIRMED_HOW[call.way])}</p>
        ) : null}
        {call.canHire ? (
          <Link className={buttons.primary} to={`${hrefOf('application')}?maidId=${call.maid.id}`}>
            {t('Hire {name}', { name })}
          </Link>
        ) : null}
        {call.changeable ? (
          <>
            {/* She is taken: the call will not help her hire, so it is not put in a calendar. */}
            {call.maidTaken ? null : (
              <a className={buttons.secondary} href={pathOf(getInterviewCalendar, { token })} download>
                {t('Add to calendar')}
              </a>
            )}
            <ChangeCall token={token} call={call} name={name} />
          </>
        ) : !call.canHire && !call.maidTaken ? (
          // Declined, cancelled or missed, and she can still be offered: her page books another call.
          <Link className={buttons.secondary} to={hrefOf('maid', { id: String(call.maid.id) })}>
            {t('Book another call from her page')}
          </Link>
        ) : null}
      </section>
    </>
  );
}

/** She was hired or reserved by another family since the booking: said first on the page, with maids like her. */
function SheIsTaken({ name, call }: { name: string; call: FamilyInterview }) {
  return (
    <section className={styles.card} aria-labelledby="taken-title">
      <h2 id="taken-title">
        {t('{name} is no longer available', { name })}
      </h2>
      <p>{t('Another family has hired her since you asked for the call. These maids are available now:')}</p>
      {call.similarMaids.length > 0 ? (
        <ul className={styles.similar}>
          {call.similarMaids.map((maid) => (
            <li key={maid.id}>
              <Link to={hrefOf('maid', { id: String(maid.id) })}>
                <img src={maid.posterURL} alt="" loading="lazy" width={140} height={175} />
                <span translate="no">{displayFirstName(maid.name)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link className={buttons.secondary} to={hrefOf('hireMaid')}>
        {t('See the maids available now')}
      </Link>
    </section>
  );
}
