import { useState } from 'react';
import { shareLink } from '../../../../shared/my-list';
import styles from './my-list.module.css';
import { t } from '../../../lib/i18n';

/** Shares My List as a link; whoever opens it sees the maids as their shared list. */
export function ShareMyList({ ids, label }: { ids: readonly number[]; label: (t: string) => string }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const link = shareLink(window.location.origin, ids);
  const text = label('The maids I like: ');

  async function share() {
    if (navigator.share) {
      try {
        await navigator.share({ title: label('My List of maids'), text, url: link });
        return;
      } catch {
        /* cancelled or refused: fall back to copying */
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <div className={styles.share}>
      <button type="button" className={styles.shareButton} onClick={share}>
        {t('Share My List')}
      </button>
      <a className={styles.shareWhatsapp} href={`https://wa.me/?text=${encodeURIComponent(text + link)}`} target="_blank" rel="noopener noreferrer">
        {t('Share on WhatsApp')}
      </a>
      <label className={styles.shareLinkLabel}>
        {t('Link to My List')}
        <input className={styles.shareLink} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <p role="status" className={styles.shareStatus}>
        {copied === 'copied' ? t('Link copied.') : copied === 'failed' ? t('Copy the link above to share it.') : ''}
      </p>
    </div>
  );
}
