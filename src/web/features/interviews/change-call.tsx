import { useState } from 'react';
import type { FamilyInterview, FreeSlot } from '../../../shared/api/interviews/schemas';
import { t } from '../../lib/i18n';
import buttons from '../../components/ui/buttons.module.css';
import { freeSlotsOf, useChangeInterview, useFreeSlots } from './api';
import { SlotPicker } from './slot-picker';
import { TakenNotice } from './taken-notice';
import { errorsOf } from './words';
import styles from './interviews.module.css';

/** Move or cancel the call while it can change: cancelling asks once more; a move taken meanwhile offers the nearest free times. */
export function ChangeCall({ token, call, name }: { token: string; call: FamilyInterview; name: string }) {
  const { cancel, move } = useChangeInterview(token);
  const [mode, setMode] = useState<'none' | 'move' | 'cancel'>('none');
  const [done, setDone] = useState<string | null>(null);
  const failure = move.error ?? cancel.error;
  const freeSlots = move.error ? freeSlotsOf(move.error) : undefined;
  const taken = freeSlots ? { message: errorsOf(move.error)._form ?? '', freeSlots } : undefined;
  const open = (next: 'move' | 'cancel') => {
    setDone(null);
    setMode(next);
  };
  const back = () => {
    move.reset();
    cancel.reset();
    setMode('none');
  };

  const doMove = (slotId: number) =>
    move.mutate(slotId, {
      onSuccess: () => {
        setMode('none');
        setDone(t('Your call is moved. We will confirm the new time by SMS.'));
      },
    });

  return (
    <>
      {done ? (
        <p className={`${styles.status} ${styles.good}`} role="status">
          {done}
        </p>
      ) : null}
      {mode === 'none' ? (
        <div className={styles.actions}>
          {/* She is taken: another time with her would not help, only cancelling does. */}
          {call.maidTaken ? null : (
            <button type="button" className={buttons.secondary} onClick={() => open('move')}>
              {t('Move the call')}
            </button>
          )}
          <button type="button" className={buttons.secondary} onClick={() => open('cancel')}>
            {t('Cancel the call')}
          </button>
        </div>
      ) : null}
      {mode === 'cancel' ? (
        <div className={styles.notice}>
          <p>{t('Cancel your call with {name}? The time goes back to other families.', { name })}</p>
          <div className={styles.actions}>
            <button type="button" className={buttons.primary} disabled={cancel.isPending} onClick={() => cancel.mutate(undefined, { onSuccess: () => setMode('none') })}>
              {t('Yes, cancel the call')}
            </button>
            <button type="button" className={buttons.secondary} onClick={back}>
              {t('Keep the call')}
            </button>
          </div>
        </div>
      ) : null}
      {mode === 'move' ? <MovePanel maidId={call.maid.id} taken={taken} pending={move.isPending} onMove={doMove} onBack={back} onPicked={() => move.reset()} /> : null}
      {failure && !taken ? (
        <p className={styles.error} role="alert">
          {errorsOf(failure)._form ?? errorsOf(failure).slotId}
        </p>
      ) : null}
    </>
  );
}

interface MoveProps {
  maidId: number;
  /** The move's 409: the time was taken meanwhile; the server's message and the nearest free times. */
  taken: { message: string; freeSlots: FreeSlot[] } | undefined;
  pending: boolean;
  onMove(slotId: number): void;
  onBack(): void;
  onPicked(): void;
}

function MovePanel({ maidId, taken, pending, onMove, onBack, onPicked }: MoveProps) {
  const slots = useFreeSlots(maidId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen === null) setError(t('Choose a time'));
    else onMove(chosen);
  };
  return (
    <form className={styles.group} onSubmit={submit} noValidate>
      {slots.isPending ? <p role="status">{t('Loading…')}</p> : null}
      {slots.isError ? <p role="alert">{t('The free times could not be loaded. Please check your connection and try again.')}</p> : null}
      {slots.data && slots.data.slots.length === 0 ? <p>{t('No other time is free now.')}</p> : null}
      {slots.data && slots.data.slots.length > 0 ? (
        <SlotPicker
          slots={slots.data.slots}
          chosen={chosen}
          onChoose={(id) => {
            setChosen(id);
            setError(undefined);
          }}
          error={error}
          legend={t('Choose a new time')}
        />
      ) : null}
      {/* Beside the button just pressed: the times above may be scrolled away. */}
      {taken ? (
        <TakenNotice
          message={taken.message}
          freeSlots={taken.freeSlots}
          onPick={(slot) => {
            setChosen(slot.id);
            onPicked();
            void slots.refetch();
          }}
        />
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={pending || !slots.data?.slots.length}>
          {t('Move the call to this time')}
        </button>
        <button type="button" className={buttons.secondary} onClick={onBack}>
          {t('Keep the time')}
        </button>
      </div>
    </form>
  );
}
