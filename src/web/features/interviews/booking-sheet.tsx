import '../../lib/i18n/parts/interviews';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { refusalOf } from '../../../shared/application/messages';
import { uaeMobileSchema } from '../../../shared/application/phone';
import type { FreeSlot } from '../../../shared/api/interviews/schemas';
import { INTERVIEW_WAYS, type InterviewWay } from '../../../shared/interviews/states';
import { hrefOf } from '../../../shared/public-routes';
import { LANGUAGES, type Language } from '../../../shared/tracking';
import { currentLanguage, t } from '../../lib/i18n';
import { useNavigate } from '../../lib/router';
import buttons from '../../components/ui/buttons.module.css';
import { freeSlotsOf, useBookInterview, useFreeSlots } from './api';
import { SheetFrame } from './sheet-frame';
import { SlotPicker } from './slot-picker';
import { TakenNotice } from './taken-notice';
import { errorsOf, LANGUAGE_NAMES, WAY_TEXTS } from './words';
import styles from './interviews.module.css';

export interface BookingMaid {
  id: number;
  /** Her first name, as her card shows it. */
  name: string;
}

/**
 * "Talk to her first" (issue 32): the family chooses a free time (Dubai time), the way, their UAE
 * mobile number and the language to speak; no account. Refusals show where they belong and keep
 * everything typed; a time taken meanwhile offers the nearest free ones. The booking lands on the
 * family's call page (/interview/:token).
 */
export function BookingSheet({ maid, onClose }: { maid: BookingMaid; onClose(): void }) {
  const slots = useFreeSlots(maid.id);
  const book = useBookInterview();
  const navigate = useNavigate();
  const client = useQueryClient();
  const phoneId = useId();
  const languageId = useId();
  const [slotId, setSlotId] = useState<number | null>(null);
  const [way, setWay] = useState<InterviewWay>('video');
  const [phone, setPhone] = useState('');
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [taken, setTaken] = useState<{ message: string; freeSlots: FreeSlot[] } | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (slotId === null) found.slotId = t('Choose a time');
    const checked = uaeMobileSchema.safeParse(phone);
    // The shared rule's messages are the translation layer's keys: shown in the page's language.
    if (!checked.success) found.phone = t(refusalOf(checked.error.issues));
    setErrors(found);
    setTaken(null);
    if (slotId === null || !checked.success) {
      // The first field to fix, brought into view on a phone's short sheet.
      form.current?.querySelector<HTMLElement>(slotId === null ? 'input[name="slot"]' : 'input[type="tel"]')?.focus();
      return;
    }
    book.mutate(
      { maidId: maid.id, slotId, way, phone, language },
      {
        onSuccess: ({ token, interview }) => {
          client.setQueryData(['interview-call', token], interview);
          navigate(hrefOf('interview', { token }));
        },
        onError: (error) => {
          const freeSlots = freeSlotsOf(error);
          if (freeSlots) {
            setTaken({ message: errorsOf(error)._form ?? '', freeSlots });
            void slots.refetch();
          } else setErrors(errorsOf(error));
        },
      },
    );
  };

  const pick = (slot: FreeSlot) => {
    setSlotId(slot.id);
    setTaken(null);
  };

  const shown = slots.data?.slots;

  return (
    <SheetFrame title={t('Talk to {name} first', { name: maid.name })} onClose={onClose}>
      {slots.isPending ? (
        <p className={styles.form} role="status">
          {t('Loading…')}
        </p>
      ) : slots.isError ? (
        <div className={styles.form}>
          <p role="alert">{t('The free times could not be loaded. Please check your connection and try again.')}</p>
          <button type="button" className={buttons.secondary} onClick={() => void slots.refetch()}>
            {t('Try again')}
          </button>
        </div>
      ) : shown && shown.length === 0 && !taken ? (
        <div className={styles.form}>
          <p>{t('No times are open for a call with {name} at the moment.', { name: maid.name })}</p>
          <p>{t('Write to us on WhatsApp and we will arrange a call with her.')}</p>
          <a className={buttons.primary} href="/whatsapp-us">
            {t('WhatsApp us')}
          </a>
        </div>
      ) : (
        <form ref={form} className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.hint}>{t('Speak with her before you hire her. It is free, and you do not need an account.')}</p>
          <SlotPicker
            slots={shown ?? []}
            chosen={slotId}
            onChoose={(id) => {
              setSlotId(id);
              setErrors((current) => ({ ...current, slotId: '' }));
            }}
            error={errors.slotId}
            legend={t('Choose a time')}
          />
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('How do you want to talk?')}</legend>
            <div className={styles.times}>
              {INTERVIEW_WAYS.map((w) => (
                <label key={w} className={styles.chip}>
                  <input type="radio" name="way" value={w} checked={way === w} onChange={() => setWay(w)} />
                  {t(WAY_TEXTS[w])}
                </label>
              ))}
            </div>
            {errors.way ? <p className={styles.error} role="alert">{errors.way}</p> : null}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor={phoneId} className={styles.label}>
              {t('Your mobile number')}
            </label>
            <input
              id={phoneId}
              className={styles.input}
              type="tel"
              dir="ltr"
              autoComplete="tel"
              placeholder="050 123 4567"
              value={phone}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={errors.phone ? `${phoneId}-error` : `${phoneId}-hint`}
              onChange={(e) => {
                setPhone(e.target.value);
                setErrors((current) => ({ ...current, phone: '' }));
              }}
            />
            {errors.phone ? (
              <p id={`${phoneId}-error`} className={styles.error} role="alert">
                {errors.phone}
              </p>
            ) : (
              <p id={`${phoneId}-hint`} className={styles.hint}>
                {t('A UAE mobile number: we send the time and your link by SMS.')}
              </p>
            )}
          </div>
          <div className={styles.field}>
            <label htmlFor={languageId} className={styles.label}>
              {t('Language of the call')}
            </label>
            <select id={languageId} className={styles.input} value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l} translate="no">
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
            {errors.language ? <p className={styles.error} role="alert">{errors.language}</p> : null}
          </div>
          {/* Beside the button just pressed, where the family looks: the times list may be scrolled away. */}
          {taken ? <TakenNotice message={taken.message} freeSlots={taken.freeSlots} onPick={pick} /> : null}
          {errors._form ? (
            <p className={styles.error} role="alert">
              {errors._form}
            </p>
          ) : null}
          <button type="submit" className={buttons.primary} disabled={book.isPending}>
            {t('Ask for the call')}
          </button>
        </form>
      )}
    </SheetFrame>
  );
}

export default BookingSheet;
