import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../../lib/i18n';
import { registerOpenModal } from '../../lib/modal-registry';
import styles from './modal.module.css';

interface ModalProps {
  title: string;
  /** Called on close: the close button, the backdrop and Escape (unless static) and navigation. */
  onClose: () => void;
  /** A static modal closes only through its own actions or navigation. */
  isStatic?: boolean;
  size?: 'small' | 'large';
  children: ReactNode;
}

/** An accessible modal dialog that closes when navigation starts (see modal-registry). */
export function Modal({ title, onClose, isStatic = false, size = 'small', children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => registerOpenModal(() => onCloseRef.current()), []);

  // The page behind must not scroll under the dialog (phones scroll the body on swipe).
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = dialogRef.current?.querySelector<HTMLElement>('input, button:not([disabled]), a[href], [tabindex="0"]');
    (first ?? dialogRef.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape' && !isStatic) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(
      dialogRef.current.querySelectorAll<HTMLElement>('input, button:not([disabled]), a[href], select, textarea, [tabindex="0"]'),
    );
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className={styles.backdrop} onMouseDown={(e) => !isStatic && e.target === e.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${size === 'large' ? styles.large : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {!isStatic && (
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('Close')}>
              ×
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
