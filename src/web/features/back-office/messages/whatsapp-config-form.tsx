import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createWhatsappConfig, updateWhatsappConfig } from '../../../../shared/api/admin-whatsapp/contracts';
import { MAX_WHATSAPP_MESSAGE, type WhatsappConfigRow } from '../../../../shared/api/admin-whatsapp/schemas';
import type { LocalizedText } from '../../../../shared/i18n/localized-text';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { LocalizedTextField } from '../shared/localized-text-field';
import { staffCall } from '../shared/staff-api';
import own from './whatsapp-configs.module.css';
import { WhatsappPreview } from './whatsapp-preview';

export const WHATSAPP_CONFIGS_KEY = ['admin', 'whatsapp-configs'] as const;

type Pages = 'any' | 'landing' | 'other';
const pagesOf = (value: boolean | null): Pages => (value === null ? 'any' : value ? 'landing' : 'other');
const PAGES_VALUE: Record<Pages, boolean | null> = { any: null, landing: true, other: false };

/** A new row or a row's changes: its targeting, number and message, with the chat it gives. */
export function WhatsappConfigForm({ config, websiteTypes, onDone }: { config?: WhatsappConfigRow; websiteTypes: string[]; onDone: () => void }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState({
    pages: pagesOf(config?.isForLandingPage ?? null),
    websiteType: config?.websiteType ?? '',
    affiliateEventCode: config?.affiliateEventCode ?? '',
    housemaidId: config?.housemaidId ? String(config.housemaidId) : '',
    whatsappNumber: config?.whatsappNumber ?? '',
    whatsappMessage: config?.whatsappMessage ?? ({ en: '' } as LocalizedText),
  });
  const save = useMutation({
    mutationFn: () => {
      const maid = draft.housemaidId.trim();
      if (maid !== '' && !/^\d+$/.test(maid)) throw new Error(t('The maid id is a number, e.g. 1234 (see Maids), or leave it empty.'));
      const body = {
        isForLandingPage: PAGES_VALUE[draft.pages],
        websiteType: draft.websiteType || null,
        affiliateEventCode: draft.affiliateEventCode.trim() || null,
        housemaidId: maid === '' ? null : Number(maid),
        whatsappNumber: draft.whatsappNumber,
        whatsappMessage: draft.whatsappMessage,
      };
      return config ? staffCall(updateWhatsappConfig, { params: { id: config.id }, body }) : staffCall(createWhatsappConfig, { body });
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: WHATSAPP_CONFIGS_KEY });
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const id = (name: string) => `wa-${config?.id ?? 'new'}-${name}`;
  const set = (key: Exclude<keyof typeof draft, 'whatsappMessage'>) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });

  return (
    <form className={own.editor} onSubmit={submit} noValidate aria-label={config ? t('Change configuration #{id}', { id: config.id }) : t('New WhatsApp chat')}>
      <div className={own.fields}>
        <div className={styles.field}>
          <label htmlFor={id('pages')}>{t('Pages')}</label>
          <select id={id('pages')} value={draft.pages} onChange={set('pages')}>
            <option value="any">{t('Any page')}</option>
            <option value="landing">{t('Landing pages only')}</option>
            <option value="other">{t('Pages other than landing pages')}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={id('website')}>{t('Website')}</label>
          <select id={id('website')} value={draft.websiteType} onChange={set('websiteType')}>
            <option value="">{t('Any site')}</option>
            {websiteTypes.map((type) => (
              <option key={type} value={type}>
                {t('Visa services ({type})', { type })}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={id('affiliate')}>{t('Affiliate event code')}</label>
          <input id={id('affiliate')} value={draft.affiliateEventCode} onChange={set('affiliateEventCode')} aria-describedby={id('affiliate-hint')} autoComplete="off" />
          <p className={styles.hint} id={id('affiliate-hint')}>
            {t('Empty: any visitor.')}
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor={id('maid')}>{t('Maid id')}</label>
          <input id={id('maid')} inputMode="numeric" value={draft.housemaidId} onChange={set('housemaidId')} aria-describedby={id('maid-hint')} autoComplete="off" />
          <p className={styles.hint} id={id('maid-hint')}>
            {config?.housemaidName && String(config.housemaidId) === draft.housemaidId.trim() ? config.housemaidName : t('Empty: any maid.')}
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor={id('number')}>{t('WhatsApp number')}</label>
          <input id={id('number')} inputMode="tel" value={draft.whatsappNumber} onChange={set('whatsappNumber')} aria-describedby={id('number-hint')} autoComplete="off" />
          <p className={styles.hint} id={id('number-hint')}>
            {t('With the country code, e.g. 971501234567.')}
          </p>
        </div>
        <div className={own.wide}>
          <LocalizedTextField
            id={id('message')}
            label={t('Message')}
            multiline
            value={draft.whatsappMessage}
            onChange={(whatsappMessage) => setDraft({ ...draft, whatsappMessage })}
            hint={t('The message the chat opens with, in the family’s language; at most {max} characters in each.', { max: MAX_WHATSAPP_MESSAGE })}
          />
        </div>
      </div>
      <WhatsappPreview id={id('preview-language')} number={draft.whatsappNumber} message={draft.whatsappMessage} />
      <div className={own.buttons}>
        <button type="submit" className={buttons.primary} disabled={save.isPending}>
          {save.isPending ? t('Saving…') : config ? t('Save') : t('Add')}
        </button>
        <button type="button" className={buttons.secondary} onClick={onDone} disabled={save.isPending}>
          {t('Cancel')}
        </button>
        <Failure error={save.error} />
      </div>
    </form>
  );
}
