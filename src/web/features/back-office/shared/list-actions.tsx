import { useState, type ReactNode } from 'react';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';

/** The ids in a new order: the one at `from` moved to `to`. */
export function moved<Id>(ids: readonly Id[], from: number, to: number): Id[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

/**
 * Move up / Move down for the row at `index` of an ordered list (the FAQ, the testimonials):
 * `onOrder` gets every id in the new order, as the order calls take them.
 */
export function MoveButtons<Id>({ ids, index, onOrder, disabled }: { ids: readonly Id[]; index: number; onOrder: (ids: Id[]) => void; disabled: boolean }) {
  return (
    <>
      <button type="button" className={buttons.secondary} onClick={() => onOrder(moved(ids, index, index - 1))} disabled={disabled || index === 0}>
        {t('Move up')}
      </button>
      <button type="button" className={buttons.secondary} onClick={() => onOrder(moved(ids, index, index + 1))} disabled={disabled || index === ids.length - 1}>
        {t('Move down')}
      </button>
    </>
  );
}

/**
 * Delete, then "Yes, delete it" / "Keep it": a row is deleted only once confirmed. `warning` says
 * what deleting it changes for families, shown with the confirmation.
 */
export function ConfirmDelete({
  onDelete,
  pending,
  disabled = false,
  label,
  warning,
}: {
  onDelete: () => void;
  pending: boolean;
  disabled?: boolean;
  /** The Delete button's accessible name, where "Delete" alone is ambiguous in a list. */
  label?: string;
  warning?: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <button type="button" className={buttons.secondary} onClick={() => setConfirming(true)} disabled={disabled} aria-label={label}>
        {t('Delete')}
      </button>
    );
  return (
    <>
      {warning}
      <button type="button" className={buttons.primary} onClick={onDelete} disabled={disabled || pending}>
        {pending ? t('Deleting…') : t('Yes, delete it')}
      </button>
      <button type="button" className={buttons.secondary} onClick={() => setConfirming(false)} disabled={disabled || pending}>
        {t('Keep it')}
      </button>
    </>
  );
}
