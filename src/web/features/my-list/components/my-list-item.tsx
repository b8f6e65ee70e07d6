import { Link } from '../../../lib/router';
import type { Housemaid } from '../../../../shared/api/catalogue/schemas';
import { maidInfoLine } from '../../../../shared/maid-info';
import { displayFirstName } from '../../../../shared/first-name';
import { hrefOf } from '../../../../shared/public-routes';
import styles from './my-list.module.css';
import { t } from '../../../lib/i18n';

interface Props {
  id: number;
  maid: Housemaid | undefined;
  position: number;
  hireHref: string;
  onHire: (id: number, rank: number) => void;
  onRemove: (id: number) => void;
  headingLevel: 2 | 3;
}

export function MyListItem({ id, maid, position, hireHref, onHire, onRemove, headingLevel }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = maid ? displayFirstName(maid.name) : `#${id}`;
  return (
    <li className={styles.item} aria-busy={maid ? undefined : true}>
      {maid ? (
        <img className={styles.thumb} src={maid.posterURL} alt="" width={54} height={96} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.itemBody}>
        <Heading className={styles.itemName}>
          <Link className={styles.itemNameLink} to={hrefOf('maid', { id: String(id) })}>
            {name}
          </Link>
        </Heading>
        {maid ? <p className={styles.itemInfo}>{maidInfoLine(maid, t)}</p> : <p className={styles.itemInfo}>{t('Loading…')}</p>}
        <div className={styles.itemActions}>
          <Link className={styles.hire} to={hireHref} onClick={() => onHire(id, position + 1)}>
            {t('Hire {name}', { name })}
          </Link>
          <button type="button" className={styles.remove} onClick={() => onRemove(id)}>
            {t('Remove')}
            <span className="visually-hidden"> {t('{name} from My List', { name })}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
