import type { ReactNode } from 'react';
import type { MaidProfile as Maid } from '../../../shared/api/catalogue/schemas';
import { displayFirstName } from '../../../shared/first-name';
import { amountInText } from '../../../shared/pricing/money';
import { Link } from '../../lib/router';
import { t } from '../../lib/i18n';
import { MaidAvailability } from './maid-availability';
import { MaidDetails, MaidFacts } from './maid-facts';
import styles from './maid-profile.module.css';

interface Props {
  maid: Maid;
  /** Her video player (the maid cards' own, composed by the page). */
  media: ReactNode;
  inMyList: boolean;
  onToggleMyList: () => void;
  hireHref: string;
  onHire: () => void;
  /** "Talk to her first" (issue 32), composed by the page, drawn with the given class; shown while she can be hired. */
  talk?: (className?: string) => ReactNode;
  label: (text: string) => string;
}

/** One maid's page: her video beside her facts, price, availability and the card's actions. */
export function MaidProfile({ maid, media, inMyList, onToggleMyList, hireHref, onHire, talk, label }: Props) {
  const name = displayFirstName(maid.name);
  return (
    <main className={styles.page}>
      <div className={styles.media}>{media}</div>
      <div className={styles.body}>
        <h1 className={styles.name}>{name}</h1>
        <p className={styles.lead}>{t('{nationality}, {age} years old', { nationality: t(maid.nationality.label), age: maid.age })}</p>
        <MaidAvailability maid={maid} />
        {maid.monthlyTotalFils !== null ? (
          <p className={styles.price}>
            {t('{amount} a month', { amount: amountInText(maid.monthlyTotalFils) })} <span className={styles.muted}>{t('VAT included')}</span>
          </p>
        ) : null}
        <div className={styles.actions}>
          {maid.availability === 'available' ? (
            <>
              <Link className={styles.primary} to={hireHref} onClick={onHire}>
                {t('Hire {name}', { name })}
              </Link>
              {talk?.(styles.secondary)}
            </>
          ) : (
            <Link className={styles.primary} to="/hire-maid">
              {label('See the maids available now')}
            </Link>
          )}
          <button type="button" className={styles.secondary} aria-pressed={inMyList} onClick={onToggleMyList}>
            {inMyList ? t('In My List') : t('Add to My List')}
            <span className="visually-hidden"> {inMyList ? t('(press to remove {name})', { name }) : name}</span>
          </button>
        </div>
        <MaidFacts maid={maid} />
        <MaidDetails maid={maid} />
        <p className={styles.back}>
          <Link to="/hire-maid">{label('See all the maids available now')}</Link>
        </p>
      </div>
    </main>
  );
}
