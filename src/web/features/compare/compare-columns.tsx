import type { MaidProfile } from '../../../shared/api/catalogue/schemas';
import { RELIGION_TITLES } from '../../../shared/catalogue/religion-titles';
import { SKILL_TITLES } from '../../../shared/catalogue/skill-titles';
import { joinWithAnd, spokenLanguages } from '../../../shared/maid-info';
import { displayFirstName } from '../../../shared/first-name';
import { amountInText } from '../../../shared/pricing/money';
import { hrefOf } from '../../../shared/public-routes';
import { Link } from '../../lib/router';
import { t } from '../../lib/i18n';
import styles from './compare.module.css';
import { AVAILABILITY_TEXTS } from '../../../shared/catalogue/maid-availability';

const years = (n: number) => t('{years, plural, one {{years} year} other {{years} years}}', { years: n });

/** The rows every column has, in the same order, so the eye can run across. */
function rowsOf(maid: MaidProfile): Array<[string, string]> {
  const shown = new Set(spokenLanguages(maid));
  return [
    [
      t('Price'),
      maid.monthlyTotalFils === null ? '—' : t('{list}, {item}', { list: t('{amount} a month', { amount: amountInText(maid.monthlyTotalFils) }), item: t('VAT included') }),
    ],
    [t('Nationality'), t(maid.nationality.label)],
    [t('Age'), t('{age} years old', { age: maid.age })],
    [t('Religion'), t(RELIGION_TITLES[maid.religion])],
    [t('Children'), maid.numberOfChildren > 0 ? t('{count, plural, one {Mother of {count} kid} other {Mother of {count} kids}}', { count: maid.numberOfChildren }) : t('None')],
    [t('Experience'), [years(maid.experienceYears), ...maid.workExperience.map((w) => `${t(w.country)} (${years(w.years)})`)].join(' · ')],
    [t('Works'), maid.living === 'live_out' ? t('Live-out') : t('Live-in')],
    [
      t('Languages'),
      joinWithAnd(
        maid.languages
          .filter((l) => shown.has(l.language.label.trim()))
          .map((l) => (l.level ? `${t(l.language.label)} (${t(l.level.label)})` : t(l.language.label))),
        t,
      ),
    ],
    [t('Skills'), maid.skills.length ? joinWithAnd(maid.skills.map((s) => t(SKILL_TITLES[s])), t) : '—'],
  ];
}

interface Props {
  maids: MaidProfile[];
  hireHref: (id: number) => string;
  onHire: (maid: MaidProfile) => void;
  onDrop: (id: number) => void;
}

/** Maids side by side: columns that swipe on a phone (scroll snap), all in view on a desktop. */
export function CompareColumns({ maids, hireHref, onHire, onDrop }: Props) {
  return (
    <div className={styles.scroller} role="region" aria-label={t('Maids side by side')} tabIndex={0}>
      <ul className={styles.columns}>
        {maids.map((maid) => {
          const name = displayFirstName(maid.name);
          return (
            <li key={maid.id} className={styles.column}>
              <img className={styles.poster} src={maid.posterURL} alt="" width={120} height={213} loading="lazy" decoding="async" />
              <h2 className={styles.name}>
                <Link to={hrefOf('maid', { id: String(maid.id) })}>{name}</Link>
              </h2>
              <dl className={styles.rows}>
                {rowsOf(maid).map(([term, value]) => (
                  <div key={term} className={styles.row}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <div className={styles.actions}>
                {maid.availability === 'available' ? (
                  <Link className={styles.hire} to={hireHref(maid.id)} onClick={() => onHire(maid)}>
                    {t('Hire {name}', { name })}
                  </Link>
                ) : (
                  <p className={styles.unavailable}>{t(AVAILABILITY_TEXTS[maid.availability])}</p>
                )}
                <button type="button" className={styles.drop} onClick={() => onDrop(maid.id)}>
                  {t('Take out of the comparison')}
                  <span className="visually-hidden"> {name}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
