import type { Housemaid } from '../../../../shared/api/catalogue';
import { displayFirstName, maidInfoLine } from '../../../../shared/maid-info';
import styles from './my-list.module.css';

interface Props {
  id: number;
  maid: Housemaid | undefined;
  position: number;
  hireHref: string;
  onHire: (id: number, rank: number) => void;
  onRemove: (id: number) => void;
}

export function MyListItem({ id, maid, position, hireHref, onHire, onRemove }: Props) {
  const name = maid ? displayFirstName(maid.name) : `#${id}`;
  return (
    <li className={styles.item} aria-busy={maid ? undefined : true}>
      {maid ? (
        <img className={styles.thumb} src={maid.posterURL} alt="" width={54} height={96} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.itemBody}>
        <h3 className={styles.itemName}>{name}</h3>
        {maid ? <p className={styles.itemInfo}>{maidInfoLine(maid)}</p> : <p className={styles.itemInfo}>Loading…</p>}
        <div className={styles.itemActions}>
          <a className={styles.hire} href={hireHref} onClick={() => onHire(id, position + 1)}>
            Hire {name}
          </a>
          <button type="button" className={styles.remove} onClick={() => onRemove(id)}>
            Remove<span className="visually-hidden"> {name} from My List</span>
          </button>
        </div>
      </div>
    </li>
  );
}
