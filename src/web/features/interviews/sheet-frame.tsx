import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../lib/i18n';
import { registerOpenModal } from '../../lib/modal-registry';
import styles from './interviews.module.css';

const FOCUSABLE = 'input, button:not([disabled]), a[href], select, textarea, [tabindex="0"]';

/**
 * The booking sheet's frame: a modal sheet from the bottom on a phone, centred on a wider screen.
 * Not a native modal <dialog>: its top layer would sit above the shell's captcha modal, which a
 * booking can ask for, and make it inert. So, as the shell's modals: a backdrop under the captcha's
 * (z-index), the focus kept inside, Escape and navigation close it.
 */
export function SheetFrame({ title, onClose, children }: { title: string; onClose(): void; children: ReactNode }) {
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => registerOpenModal(() => onCloseRef.current()), []);
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const opener = document.activeElement as HTMLElement | null;
    sheet.current?.focus();
    return () => {
      document.body.style.overflow = previous;
      opener?.focus?.();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !sheet.current) return;
    const focusable = Array.from(sheet.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === sheet.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={sheet} className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className={styles.head}>
          <h2 id={titleId}>{title}</h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('Close')}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
