import { useEffect, useMemo, useState } from 'react';
import { t } from '../../lib/i18n';
import { dismissNotification, useNotification, type NotificationMessage } from '../../lib/notifications';
import { sanitizeHtml } from '../../lib/sanitize-html';
import styles from './notification-banner.module.css';

const SCROLL_THRESHOLD_PX = 20;

/** The transient notification banner (spec section 4, Notification). */
export function NotificationBanner() {
  const note = useNotification();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    if (!note?.duration) return;
    const timer = setTimeout(() => dismissNotification(note.id), note.duration);
    return () => clearTimeout(timer);
  }, [note]);

  useEffect(() => {
    if (!note?.closeOnWindowClick) return;
    const close = () => dismissNotification(note.id);
    // Registered after the click that raised the notification has finished bubbling.
    const timer = setTimeout(() => window.addEventListener('click', close), 0);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('click', close);
    };
  }, [note]);

  useEffect(() => {
    if (!note) return;
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [note]);

  if (!note) return null;
  return <NotificationView note={note} scrolled={scrolled} onClose={() => dismissNotification(note.id)} />;
}

interface ViewProps {
  note: NotificationMessage;
  onClose: () => void;
  scrolled?: boolean;
  /** Placed inside its nearest positioned parent (the back office's preview), never fixed to the window. */
  contained?: boolean;
}

/** How a message looks: its type, place and layer, title and sanitised body, and its close button. */
export function NotificationView({ note, onClose, scrolled = false, contained = false }: ViewProps) {
  const body = useMemo(() => (note.html ? sanitizeHtml(note.html) : ''), [note.html]);
  const urgent = note.type === 'danger' || note.type === 'error';
  const classes = [
    styles.banner,
    styles[note.type],
    styles[`align-${note.align ?? 'top-center'}`.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())],
    note.showOnTop ? styles.onTop : '',
    scrolled ? styles.scrolled : '',
    contained ? styles.contained : '',
    note.customClass ?? '',
  ];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      role={urgent ? 'alert' : 'status'}
      data-type={note.type}
      data-align={note.align}
      data-scrolled={scrolled || undefined}
    >
      <div className={styles.content}>
        {/* Each text takes its own direction: the English shown where staff left a language empty reads left to right on an Arabic page. */}
        {note.title && (
          <p className={styles.title} dir="auto">
            {note.title}
          </p>
        )}
        {body && <div className={styles.body} dir="auto" dangerouslySetInnerHTML={{ __html: body }} />}
      </div>
      <button type="button" className={styles.close} onClick={onClose} aria-label={t('Close')}>
        ×
      </button>
    </div>
  );
}
