import { useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { boxOfPoints, hasEnoughInk, NOT_ENOUGH_INK } from '../../../../shared/application/signature-ink';
import { t } from '../../../lib/i18n';
import styles from '../application.module.css';

interface Props {
  label: string;
  error?: string;
  /** Called with a PNG data URL after each stroke, or '' when cleared or when the ink is only a tap or a dot. */
  onChange(dataUrl: string): void;
}

/** A finger-friendly signature pad; the canvas follows the device pixel ratio so strokes stay sharp. */
export function SignatureField({ label, error, onChange }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);
  const [tooLittle, setTooLittle] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { minWidth: 1, maxWidth: 2.5, penColor: '#14181f' });
    pad.addEventListener('endStroke', () => {
      const inked = !pad.isEmpty();
      // The same rule as the server's: a tap or a dot is not a signature.
      const enough = hasEnoughInk(boxOfPoints(pad.toData().flatMap((group) => group.points)), canvas.offsetWidth);
      setEmpty(!inked);
      setTooLittle(inked && !enough);
      onChange(inked && enough ? pad.toDataURL('image/png') : '');
    });
    padRef.current = pad;
    return () => pad.off();
  }, [onChange]);

  const clear = () => {
    padRef.current?.clear();
    setEmpty(true);
    setTooLittle(false);
    onChange('');
  };

  return (
    <div className={styles.field}>
      <span className={styles.label} id="signature-label">
        {label}
      </span>
      <canvas ref={canvasRef} className={styles.signaturePad} role="img" aria-labelledby="signature-label" data-testid="signature-pad" />
      <div className={styles.row}>
        <span className={styles.hint}>{empty || tooLittle ? t('Sign with your finger in the box') : t('Signed')}</span>
        <button type="button" className={styles.linkButton} onClick={clear}>
          {t('Clear')}
        </button>
      </div>
      {(tooLittle || error) && (
        <p className={styles.error} role="alert">
          {tooLittle ? t(NOT_ENOUGH_INK) : error}
        </p>
      )}
    </div>
  );
}
