import { useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { t } from '../../../lib/i18n';
import styles from '../application.module.css';

interface Props {
  label: string;
  error?: string;
  /** Called with a PNG data URL after each stroke, or '' when cleared. */
  onChange(dataUrl: string): void;
}

/** A finger-friendly signature pad; the canvas follows the device pixel ratio so strokes stay sharp. */
export function SignatureField({ label, error, onChange }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { minWidth: 1, maxWidth: 2.5, penColor: '#14181f' });
    pad.addEventListener('endStroke', () => {
      setEmpty(pad.isEmpty());
      onChange(pad.isEmpty() ? '' : pad.toDataURL('image/png'));
    });
    padRef.current = pad;
    return () => pad.off();
  }, [onChange]);

  const clear = () => {
    padRef.current?.clear();
    setEmpty(true);
    onChange('');
  };

  return (
    <div className={styles.field}>
      <span className={styles.label} id="signature-label">
        {label}
      </span>
      <canvas ref={canvasRef} className={styles.signaturePad} role="img" aria-labelledby="signature-label" data-testid="signature-pad" />
      <div className={styles.row}>
        <span className={styles.hint}>{empty ? t('Sign with your finger in the box') : t('Signed')}</span>
        <button type="button" className={styles.linkButton} onClick={clear}>
          {t('Clear')}
        </button>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
