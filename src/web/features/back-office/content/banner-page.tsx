import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getStaffNotificationBanner, removeNotificationBanner, saveNotificationBanner } from '../../../../shared/api/notification-banner/contracts';
import { BANNER_ALIGNS, BANNER_TYPES, type BannerFields, type BannerFieldsInput, type StaffBanner } from '../../../../shared/api/notification-banner/schemas';
import { textIn, type LocalizedText } from '../../../../shared/i18n/localized-text';
import type { Language } from '../../../../shared/tracking';
import { NotificationView } from '../../../components/notification-banner/notification-banner';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { bannerState, fromLocalTime, toLocalTime } from './banner-schedule';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { LocalizedTextField } from '../shared/localized-text-field';
import { PreviewLanguage, previewAttributes } from '../shared/preview-language';
import { staffCall } from '../shared/staff-api';

const QUERY_KEY = ['admin', 'notification-banner'];

/** The form's values: strings as the inputs hold them (the title and body per language); seconds, not milliseconds. */
interface Draft {
  type: BannerFields['type'];
  title: LocalizedText;
  body: LocalizedText;
  customClass: string;
  align: BannerFields['align'];
  seconds: string;
  showOnTop: boolean;
  closeOnWindowClick: boolean;
  startsAt: string;
  endsAt: string;
}

const EMPTY: Draft = { type: 'info', title: { en: '' }, body: { en: '' }, customClass: 'custom-alert', align: 'top-center', seconds: '20', showOnTop: false, closeOnWindowClick: false, startsAt: '', endsAt: '' };

const draftOf = (b: StaffBanner | null): Draft =>
  b
    ? { ...b, seconds: String(b.durationMs / 1000), startsAt: toLocalTime(b.startsAt), endsAt: toLocalTime(b.endsAt) }
    : EMPTY;

const fieldsOf = (d: Draft): BannerFieldsInput => ({
  type: d.type,
  title: d.title,
  body: d.body,
  customClass: d.customClass,
  align: d.align,
  durationMs: Math.round(Number(d.seconds) * 1000),
  showOnTop: d.showOnTop,
  closeOnWindowClick: d.closeOnWindowClick,
  startsAt: fromLocalTime(d.startsAt),
  endsAt: fromLocalTime(d.endsAt),
});

const TYPE_NAMES: Record<BannerFields['type'], string> = { primary: 'Primary', success: 'Success', info: 'Information', warning: 'Warning', danger: 'Danger' };
const ALIGN_NAMES: Record<BannerFields['align'], string> = {
  'top-left': 'Top left',
  'top-center': 'Top middle',
  'top-right': 'Top right',
  'bottom-left': 'Bottom left',
  'bottom-center': 'Bottom middle',
  'bottom-right': 'Bottom right',
};

function BannerForm({ saved }: { saved: StaffBanner | null }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [previewIn, setPreviewIn] = useState<Language>('en');
  const refresh = () => void client.invalidateQueries({ queryKey: QUERY_KEY });
  const save = useMutation({
    mutationFn: () => staffCall(saveNotificationBanner, { body: fieldsOf(draft) }),
    // The form shows what was stored (trimmed, in this browser's time zone) and stays, with its "Saved".
    onSuccess: ({ banner }) => {
      setDraft(draftOf(banner));
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => staffCall(removeNotificationBanner, {}),
    onSuccess: () => {
      setDraft(EMPTY);
      save.reset();
      refresh();
    },
  });
  // An edit after a save is not saved yet: the "Saved" goes.
  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => {
    setDraft({ ...draft, [key]: value });
    if (save.isSuccess) save.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const input = (key: 'customClass' | 'seconds' | 'startsAt' | 'endsAt', label: string, type = 'text', hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={`banner-${key}`}>{label}</label>
      <input id={`banner-${key}`} type={type} value={draft[key]} onChange={(e) => set(key)(e.target.value)} aria-describedby={hint ? `banner-${key}-hint` : undefined} />
      {hint && (
        <p className={styles.hint} id={`banner-${key}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
  // What a family in the preview's language sees: that language, or the English where it is empty.
  const preview = { ...fieldsOf(draft), title: textIn(draft.title, previewIn).trim(), body: textIn(draft.body, previewIn).trim() };
  return (
    <>
      <section className={styles.panel} aria-labelledby="banner-state-title">
        <h2 id="banner-state-title">{t('On the site')}</h2>
        <p aria-live="polite">{bannerState(saved)}</p>
      </section>
      <section className={styles.panel} aria-labelledby="banner-form-title">
        <h2 id="banner-form-title">{t('The banner')}</h2>
        <form className={styles.form} onSubmit={submit} noValidate>
          <fieldset className={styles.grid}>
            <div className={styles.field}>
              <label htmlFor="banner-type">{t('Type')}</label>
              <select id="banner-type" value={draft.type} onChange={(e) => set('type')(e.target.value as Draft['type'])}>
                {BANNER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(TYPE_NAMES[type])}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="banner-align">{t('Place on the screen')}</label>
              <select id="banner-align" value={draft.align} onChange={(e) => set('align')(e.target.value as Draft['align'])}>
                {BANNER_ALIGNS.map((align) => (
                  <option key={align} value={align}>
                    {t(ALIGN_NAMES[align])}
                  </option>
                ))}
              </select>
            </div>
            {input('seconds', t('Shown for (seconds)'), 'number', t('0 keeps it until the visitor closes it.'))}
            {input('startsAt', t('Starts'), 'datetime-local', t('Empty: at once.'))}
            {input('endsAt', t('Ends'), 'datetime-local', t('Empty: until you take it down.'))}
            {input('customClass', t('Style class'), 'text', t('custom-alert unless the designers ask otherwise.'))}
            <label className={styles.check}>
              <input type="checkbox" checked={draft.showOnTop} onChange={(e) => set('showOnTop')(e.target.checked)} />
              {t('Above everything, windows included')}
            </label>
            <label className={styles.check}>
              <input type="checkbox" checked={draft.closeOnWindowClick} onChange={(e) => set('closeOnWindowClick')(e.target.checked)} />
              {t('Closes at any click on the page')}
            </label>
          </fieldset>
          <LocalizedTextField id="banner-title" label={t('Title')} value={draft.title} onChange={set('title')} />
          <LocalizedTextField
            id="banner-body"
            label={t('Message')}
            multiline
            value={draft.body}
            onChange={set('body')}
            hint={t('Plain text, or HTML such as <b>bold</b> and <a href="…">links</a>; scripts and styles are removed.')}
          />
          <h3>{t('Preview')}</h3>
          <PreviewLanguage id="banner-preview-language" value={previewIn} onChange={setPreviewIn} />
          <div className={styles.bannerPreview} aria-label={t('Preview')} role="group">
            {preview.title || preview.body ? (
              <div {...previewAttributes(previewIn)}>
                <NotificationView contained note={{ ...preview, html: preview.body, duration: preview.durationMs }} onClose={() => undefined} />
              </div>
            ) : (
              <p className={styles.hint}>{t('Write a title or a message to see the banner as families will.')}</p>
            )}
          </div>
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={save.isPending}>
              {saved ? t('Save the banner') : t('Put the banner up')}
            </button>
            {saved && (
              <button type="button" className={buttons.secondary} disabled={remove.isPending} onClick={() => remove.mutate()}>
                {t('Take the banner down')}
              </button>
            )}
          </div>
          <div aria-live="polite">{save.isSuccess && <p className={styles.done}>{t('Saved')}</p>}</div>
          <Failure error={save.error ?? remove.error} />
        </form>
      </section>
    </>
  );
}

/** /admin/banner (editors, admins): the notification banner families see, with its schedule and a preview. */
export function BannerPage() {
  const banner = useQuery({ queryKey: QUERY_KEY, queryFn: () => staffCall(getStaffNotificationBanner, {}) });
  return (
    <>
      <h1>{t('Notification banner')}</h1>
      <p className={styles.hint}>{t('A message at the top or bottom of every public page, once per visit, between its start and end.')}</p>
      <Failure error={banner.error} />
      {banner.data && <BannerForm saved={banner.data.banner} />}
    </>
  );
}
