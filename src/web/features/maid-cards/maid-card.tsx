import { memo, type ComponentType } from 'react';
import { Link } from '../../lib/router';
import type { Housemaid } from '../../../shared/api/catalogue/schemas';
import { maidInfoParts } from '../../../shared/maid-info';
import { displayFirstName } from '../../../shared/first-name';
import { amountInText } from '../../../shared/pricing/money';
import { hrefOf } from '../../../shared/public-routes';
import { MaidVideo } from './maid-video';
import styles from './maid-card.module.css';
import { t } from '../../lib/i18n';

interface Props {
  maid: Housemaid;
  inMyList: boolean;
  onAdd: (maid: Housemaid) => void;
  onRemove: (id: number) => void;
  hireHref: string;
  onHire: (maid: Housemaid) => void;
  eager?: boolean;
  highlighted?: boolean;
  /** "Talk to her first" (issue 32), composed by the page: a component, so the memoised card is not redrawn for a new element. */
  Talk?: ComponentType<{ maid: { id: number; name: string }; className?: string }>;
}

/** One maid's video card: player, first name, the spec's info line, My List heart, the hire action and "Talk to her first". */
export const MaidCard = memo(function MaidCard({ maid, inMyList, onAdd, onRemove, hireHref, onHire, eager, highlighted, Talk }: Props) {
  const name = displayFirstName(maid.name);
  const titleId = `maid-${maid.id}-name`;
  return (
    <article className={highlighted ? `${styles.card} ${styles.highlighted}` : styles.card} aria-labelledby={titleId}>
      {/* Her videoURL, posterURL, posterSources and captionsURL, by the same names. */}
      <MaidVideo {...maid} maidId={maid.id} name={name} eager={eager} />
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h2 id={titleId} className={styles.name}>
            <Link className={styles.nameLink} to={hrefOf('maid', { id: String(maid.id) })}>
              {name}
            </Link>
          </h2>
          <button
            type="button"
            className={styles.save}
            aria-pressed={inMyList}
            onClick={() => (inMyList ? onRemove(maid.id) : onAdd(maid))}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
              <path
                fill={inMyList ? 'currentColor' : 'none'}
                stroke="currentColor"
                strokeWidth="2"
                d="M12 20s-7-4.3-8.9-8.6C1.7 8.2 3.8 5 7.2 5c1.9 0 3.4 1 4.8 2.7C13.4 6 14.9 5 16.8 5c3.4 0 5.5 3.2 4.1 6.4C19 15.7 12 20 12 20Z"
              />
            </svg>
            <span className="visually-hidden">{inMyList ? t('Remove {name} from My List', { name }) : t('Add {name} to My List', { name })}</span>
          </button>
        </div>
        <p className={styles.info}>
          {maidInfoParts(maid, t).map((part, i) => (
            <span key={part} className={styles.infoPart}>
              {i > 0 ? <span aria-hidden="true"> · </span> : null}
              {part}
            </span>
          ))}
        </p>
        <p className={styles.meta}>
          {t('{age} years old', { age: maid.age })} · {t("{years, plural, one {{years} year's experience} other {{years} years' experience}}", { years: maid.experienceYears })} ·{' '}
          {maid.living === 'live_out' ? t('Live-out') : t('Live-in')}
        </p>
        {maid.monthlyTotalFils !== null && (
          <p className={styles.price}>
            {t('{amount} a month', { amount: amountInText(maid.monthlyTotalFils) })} <span className={styles.vat}>{t('VAT included')}</span>
          </p>
        )}
        <div className={styles.actions}>
          <Link className={styles.hire} to={hireHref} onClick={() => onHire(maid)}>
            {t('Hire {name}', { name })}
          </Link>
          {Talk ? <Talk maid={{ id: maid.id, name }} className={styles.talk} /> : null}
        </div>
      </div>
    </article>
  );
});
