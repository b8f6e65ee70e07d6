import { arrivalDayRange } from '../../../../shared/application/arrival-dates';
import { ARRIVAL_WINDOWS, EMIRATE_LABELS, EMIRATES, HEARD_ABOUT_US_SOURCES, WINDOW_LABELS } from '../../../../shared/application/constants';
import { plainStepSchemas } from '../../../../shared/application/step-checks';
import { LOCALES } from '../../../../shared/i18n/locales';
import { currentLanguage, t, msg } from '../../../lib/i18n';
import { TextField } from '../components/text-field';
import styles from '../application.module.css';
import buttons from '../../../components/ui/buttons.module.css';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';

/** 'Thursday, 3 December 2026' in the page's language, for a day of Dubai's calendar. */
function dayInWords(isoDay: string): string {
  const lang = currentLanguage();
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : LOCALES[lang], { dateStyle: 'full', timeZone: 'Asia/Dubai' }).format(new Date(`${isoDay}T12:00:00+04:00`));
}

function FormError({ message }: { message?: string }) {
  return message ? (
    <p className={styles.error} role="alert">
      {message}
    </p>
  ) : null;
}


/** MAID_ARRIVAL: the day and time window the maid should arrive. */
export function MaidArrivalStep(props: StepProps) {
  // The day sent before (Back), under what was typed since (the draft).
  const sent = props.state.summary.arrival;
  const form = useStepForm(props, plainStepSchemas.MAID_ARRIVAL, { date: sent?.date ?? '', window: sent?.window ?? '' });
  // The same days the server accepts (shared/application/arrival-dates.ts).
  const { earliest, latest } = arrivalDayRange();
  const chosenDay = /^\d{4}-\d{2}-\d{2}$/.test(form.values.date) ? dayInWords(form.values.date) : null;
  return (
    <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate>
      <h1 className={styles.title}>{t('When should your maid arrive?')}</h1>
      <TextField
        label={t('Arrival date')}
        type="date"
        value={form.values.date}
        error={form.errors.date}
        hint={t('From the day after tomorrow: our team checks your documents and calls you first.')}
        min={earliest}
        max={latest}
        onChange={(v) => form.set('date', v)}
      />
      {/* The date field writes the day in the phone's language; here it is in the page's. */}
      {chosenDay && (
        <p className={styles.hint} aria-live="polite">
          {t('Arrival on {day}', { day: chosenDay })}
        </p>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t('Time window')}</legend>
        {ARRIVAL_WINDOWS.map((w) => (
          <label key={w} className={styles.choice}>
            <input type="radio" name="window" value={w} checked={form.values.window === w} onChange={() => form.set('window', w)} />
            {t(WINDOW_LABELS[w])}
          </label>
        ))}
        <FormError message={form.errors.window} />
      </fieldset>
      <FormError message={form.errors._form} />
      <button className={buttons.primary} type="submit" disabled={form.pending}>
        {t('Continue')}
      </button>
    </form>
  );
}

/** CLIENT_ADDRESS: where the maid will live and work. */
export function ClientAddressStep(props: StepProps) {
  // The address sent before (Back), under what was typed since (the draft).
  const sent = props.state.summary.address;
  const form = useStepForm(props, plainStepSchemas.CLIENT_ADDRESS, {
    emirate: sent?.emirate ?? '',
    area: sent?.area ?? '',
    building: sent?.building ?? '',
    apartment: sent?.apartment ?? '',
  });
  return (
    <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate>
      <h1 className={styles.title}>{t('Your address')}</h1>
      <div className={styles.field}>
        <label htmlFor="emirate" className={styles.label}>
          {t('Emirate')}
        </label>
        <select id="emirate" className={styles.input} value={form.values.emirate} onChange={(e) => form.set('emirate', e.target.value)} aria-invalid={form.errors.emirate ? true : undefined}>
          <option value="">{t('Choose your emirate')}</option>
          {EMIRATES.map((e) => (
            <option key={e} value={e}>
              {t(EMIRATE_LABELS[e])}
            </option>
          ))}
        </select>
        <FormError message={form.errors.emirate} />
      </div>
      <TextField label={t('Area')} value={form.values.area} error={form.errors.area} onChange={(v) => form.set('area', v)} />
      <TextField label={t('Building or villa')} value={form.values.building} error={form.errors.building} onChange={(v) => form.set('building', v)} />
      <TextField label={t('Apartment or villa number')} value={form.values.apartment} error={form.errors.apartment} onChange={(v) => form.set('apartment', v)} />
      <FormError message={form.errors._form} />
      <button className={buttons.primary} type="submit" disabled={form.pending}>
        {t('Continue')}
      </button>
    </form>
  );
}

const CONFIRM_TEXT: Record<string, [string, string]> = {
  CONFIRM_MAID_ARRIVAL: [msg('Confirm your maid’s arrival'), msg('Your maid will arrive on the day you choose next. Please confirm you will be at home to receive her.')],
  CONFIRM_MAID_ARRIVAL_AFTER_CLIENT_ADDRESS: [msg('Confirm the arrival address'), msg('Your maid will come to the address you entered. Please confirm it is right.')],
  ABU_DHABI_MISMATCHED: [msg('Abu Dhabi address'), msg('This maid’s visa is issued in a different emirate from your address. Our team will call you to arrange the right visa; you can go on with your application.')],
  CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT: [msg('Confirm your replacement maid'), msg('Please confirm the arrival of your replacement maid.')],
};

/** The confirm screens: CONFIRM_MAID_ARRIVAL variants and the ABU_DHABI_MISMATCHED notice. */
export function ConfirmStep(props: StepProps) {
  const form = useStepForm(props, plainStepSchemas.CONFIRM_MAID_ARRIVAL, {}, () => ({ confirmed: true }));
  const [title, body] = CONFIRM_TEXT[props.step] ?? ['Please confirm', ''];
  return (
    <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate>
      <h1 className={styles.title}>{t(title)}</h1>
      <p>{t(body)}</p>
      <FormError message={form.errors._form} />
      <button className={buttons.primary} type="submit" disabled={form.pending}>
        {t('Confirm')}
      </button>
    </form>
  );
}

type Source = (typeof HEARD_ABOUT_US_SOURCES)[number];
const SOURCE_LABELS: Record<Source, string> = {
  google: 'Google',
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  friend: msg('A friend'),
  other: msg('Other'),
};
/** The sources that are brands: their names are not translated. */
const BRANDS: ReadonlySet<Source> = new Set(['google', 'facebook', 'instagram', 'tiktok', 'youtube']);

/** HOW_DID_HEAR_ABOUT_US, reached by an explicit step. */
export function HeardAboutUsStep(props: StepProps) {
  const form = useStepForm(props, plainStepSchemas.HOW_DID_HEAR_ABOUT_US, { source: '' });
  return (
    <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate>
      <h1 className={styles.title}>{t('How did you hear about us?')}</h1>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t('Choose one')}</legend>
        {HEARD_ABOUT_US_SOURCES.map((s) => (
          <label key={s} className={styles.choice}>
            <input type="radio" name="source" checked={form.values.source === s} onChange={() => form.set('source', s)} />
            {/* A brand's name is written as it is in every language. */}
            {BRANDS.has(s) ? <span translate="no">{SOURCE_LABELS[s]}</span> : t(SOURCE_LABELS[s])}
          </label>
        ))}
        <FormError message={form.errors.source} />
      </fieldset>
      <button className={buttons.primary} type="submit" disabled={form.pending}>
        {t('Continue')}
      </button>
    </form>
  );
}
