import { Link } from 'react-router';
import styles from './header.module.css';

/** The site header (spec section 1). Grows with the back arrow, WhatsApp button and My List heart. */
export function Header() {
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.logo}>
        Sunrise Maids
      </Link>
    </header>
  );
}
