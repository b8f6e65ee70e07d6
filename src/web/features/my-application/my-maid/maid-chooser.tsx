import { displayFirstName } from '../../../../shared/first-name';
import { t } from '../../../lib/i18n';
import { useAvailableMaids } from './api/available-maids';
import styles from './my-maid.module.css';

/** The catalogue's available maids, each with the action that asks for her. */
export function MaidChooser({ onChoose, pending }: { onChoose: (maidId: number) => void; pending: boolean }) {
  const maids = useAvailableMaids();
  if (maids.isPending) return <p role="status">{t('Loading the maids…')}</p>;
  if (maids.isError && !maids.data) return <p role="alert">{t('The maids could not be loaded. Please check your connection and try again.')}</p>;
  const list = maids.data.pages.flatMap((p) => p.maids);
  if (list.length === 0) return <p>{t('No maid is available right now. Leave the choice to the agency and we will find her.')}</p>;
  return (
    <>
      <ul className={styles.maids}>
        {list.map((maid) => {
          const name = displayFirstName(maid.name);
          return (
            <li key={maid.id} className={styles.candidate} aria-labelledby={`candidate-${maid.id}`}>
              <img className={styles.candidatePhoto} src={maid.posterURL} alt="" width={64} height={64} loading="lazy" />
              <div>
                <h3 id={`candidate-${maid.id}`}>{name}</h3>
                <p>{t('{nationality}, {age} years old', { nationality: t(maid.nationality.label), age: maid.age })}</p>
                <p>
                  {t('Experience')}: {t('{years, plural, one {{years} year} other {{years} years}}', { years: maid.experienceYears })}
                </p>
              </div>
              <button type="button" className={styles.button} disabled={pending} onClick={() => onChoose(maid.id)}>
                {t('Choose her as my replacement')}
              </button>
            </li>
          );
        })}
      </ul>
      {maids.hasNextPage ? (
        <button type="button" className={styles.secondary} disabled={maids.isFetchingNextPage} onClick={() => void maids.fetchNextPage()}>
          {t('Show more maids')}
        </button>
      ) : null}
    </>
  );
}
