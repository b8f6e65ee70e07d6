import type { FamilyService } from '../../../../shared/api/service/schemas';
import { PROBLEM_CATEGORIES, REPLACEMENT_REASONS } from '../../../../shared/service/states';
import { currentLanguage, t } from '../../../lib/i18n';
import { useConfirmArrival } from './api/family-service';
import { failureOf } from './failure-text';
import { useFocusOnShow } from './focus';
import { dayText, instantDayText } from './service-words';
import styles from './my-maid.module.css';

type Request = FamilyService['requests'][number];

/**
 * The open replacement: who is coming and by when, and once staff have set her day, the family's
 * confirmation of it (the specification's CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT).
 */
function OpenReplacement({ appId, request }: { appId: string; request: Request }) {
  const lang = currentLanguage();
  const confirm = useConfirmArrival(appId);
  const failure = failureOf(confirm.error);
  const confirmedRef = useFocusOnShow<HTMLParagraphElement>(confirm.isSuccess);
  const reason = REPLACEMENT_REASONS[request.reason as keyof typeof REPLACEMENT_REASONS];
  return (
    <section className={styles.card} aria-labelledby={`replacement-${request.id}`}>
      <h2 id={`replacement-${request.id}`}>{t('Your new maid')}</h2>
      <p className={styles.muted}>{t('You asked on {day}: {reason}', { day: instantDayText(request.createdAt, lang), reason: reason ? t(reason) : (request.reason ?? '') })}</p>
      {request.newMaid ? (
        <div className={styles.maid}>
          {request.newMaid.posterURL ? <img className={styles.candidatePhoto} src={request.newMaid.posterURL} alt="" width={64} height={64} /> : null}
          <p>
            <span className={styles.maidName}>{request.newMaid.name}</span>
            {request.chosenBy === 'family' ? t('You chose her.') : t('We chose her for you.')}
          </p>
        </div>
      ) : (
        <p>{t('We are choosing her for you.')}</p>
      )}
      <p>
        <strong>{t('She will be with you by {day}.', { day: dayText(request.dueDay, lang) })}</strong>
      </p>
      {request.arrivalDay && request.familyConfirmedAt ? (
        <p ref={confirmedRef} tabIndex={-1} className={styles.notice}>
          {t('You confirmed her arrival on {day}.', { day: dayText(request.arrivalDay, lang) })}
        </p>
      ) : request.arrivalDay ? (
        <>
          <p>{t('We have set her arrival for {day}. Please confirm that this day suits you.', { day: dayText(request.arrivalDay, lang) })}</p>
          <button type="button" className={styles.button} disabled={confirm.isPending} onClick={() => confirm.mutate(request.id)}>
            {t('Confirm her arrival on {day}', { day: dayText(request.arrivalDay, lang) })}
          </button>
          {failure ? (
            <p role="alert" className={styles.error}>
              {failure.text}
            </p>
          ) : null}
        </>
      ) : (
        <p className={styles.muted}>{t('We will send you an SMS when her arrival day is set.')}</p>
      )}
    </section>
  );
}

function OpenProblem({ request }: { request: Request }) {
  const lang = currentLanguage();
  const category = PROBLEM_CATEGORIES[request.reason as keyof typeof PROBLEM_CATEGORIES];
  return (
    <li>
      <strong>{category ? t(category) : request.reason}</strong>
      {request.details ? <span className={styles.muted}> · {request.details}</span> : null}
      <br />
      {t('We will answer by {day}.', { day: dayText(request.dueDay, lang) })}
    </li>
  );
}

/** What the family asked that the agency has not closed yet. */
export function OpenRequests({ appId, service }: { appId: string; service: FamilyService }) {
  const open = service.requests.filter((r) => r.status === 'open');
  const replacement = open.find((r) => r.kind === 'replacement');
  const problems = open.filter((r) => r.kind === 'problem');
  return (
    <>
      {replacement ? <OpenReplacement appId={appId} request={replacement} /> : null}
      {problems.length > 0 ? (
        <section className={styles.card} aria-labelledby="open-problems-title">
          <h2 id="open-problems-title">{t('What you reported')}</h2>
          <ul className={styles.timeline}>
            {problems.map((r) => (
              <OpenProblem key={r.id} request={r} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
