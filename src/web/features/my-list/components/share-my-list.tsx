import { useState } from 'react';
import { shareLink } from '../../../../shared/my-list';
import styles from './my-list.module.css';

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
        Share My List
      </button>
      <a className={styles.shareWhatsapp} href={`https://wa.me/?text=${encodeURIComponent(text + link)}`} target="_blank" rel="noopener noreferrer">
        Share on WhatsApp
      </a>
      <label className={styles.shareLinkLabel}>
        Link to My List
        <input className={styles.shareLink} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <p role="status" className={styles.shareStatus}>
        {copied === 'copied' ? 'Link copied.' : copied === 'failed' ? 'Copy the link above to share it.' : ''}
      </p>
    </div>
  );
}
