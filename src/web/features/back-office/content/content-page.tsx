import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { listContactNumbers, listSiteParameters, updateContactNumber, updateSiteParameter } from '../../../../shared/api/admin-content/contracts';
import { SITE_PARAMETERS, type ContactNumber, type SiteParameterCode } from '../../../../shared/api/admin-content/schemas';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { ResourcesSection } from './resources-section';
import { staffCall } from '../shared/staff-api';
import { WhatsappConfigsSection } from '../messages/whatsapp-configs-section';

/** One parameter: its value, saved on its own (each is checked by what it holds). */
function ParameterRow({ code, value }: { code: SiteParameterCode; value: string }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState(value);
  const save = useMutation({
    mutationFn: () => staffCall(updateSiteParameter, { params: { code }, body: { value: draft } }),
    onSuccess: ({ parameter }) => {
      setDraft(parameter.value);
      void client.invalidateQueries({ queryKey: ['admin', 'parameters'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className={styles.setting} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={`parameter-${code}`}>{t(SITE_PARAMETERS[code].label)}</label>
        <input id={`parameter-${code}`} value={draft} onChange={(e) => setDraft(e.target.value)} aria-describedby={`parameter-${code}-code`} />
        <p className={styles.hint} id={`parameter-${code}-code`}>
          {code}
        </p>
      </div>
      <button type="submit" className={buttons.secondary} disabled={save.isPending || draft === value}>
        {t('Save')}
      </button>
      <div aria-live="polite">
        {save.isSuccess && draft === value && <span className={styles.done}>{t('Saved')}</span>}
        <Failure error={save.error} />
      </div>
    </form>
  );
}

function ContactRow({ number }: { number: ContactNumber }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState(number);
  const save = useMutation({
    mutationFn: () => staffCall(updateContactNumber, { params: { code: number.code }, body: { phone: draft.phone, whatsapp: draft.whatsapp, label: draft.label } }),
    onSuccess: (answer) => {
      setDraft(answer.number);
      void client.invalidateQueries({ queryKey: ['admin', 'contact-numbers'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const field = (key: 'label' | 'phone' | 'whatsapp', label: string) => (
    <div className={styles.field}>
      <label htmlFor={`contact-${number.code}-${key}`}>{label}</label>
      <input id={`contact-${number.code}-${key}`} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />
    </div>
  );
  return (
    <form className={styles.contactLine} onSubmit={submit} noValidate aria-label={t('Contact line {code}', { code: number.code })}>
      <strong>{number.code}</strong>
      {field('label', t('Label'))}
      {field('phone', t('Phone'))}
      {field('whatsapp', t('WhatsApp'))}
      <button type="submit" className={buttons.secondary} disabled={save.isPending}>
        {save.isSuccess ? t('Saved') : t('Save')}
      </button>
      <Failure error={save.error} />
    </form>
  );
}

/** /admin/content (editors, admins): the site parameters, the contact lines, the WhatsApp chats and the PDFs. */
export function ContentPage() {
  const parameters = useQuery({ queryKey: ['admin', 'parameters'], queryFn: () => staffCall(listSiteParameters, {}) });
  const numbers = useQuery({ queryKey: ['admin', 'contact-numbers'], queryFn: () => staffCall(listContactNumbers, {}) });
  return (
    <>
      <h1>{t('Site content')}</h1>
      <section className={styles.panel} aria-labelledby="parameters-title">
        <h2 id="parameters-title">{t('Parameters')}</h2>
        <p className={styles.hint}>{t('The visa wait days, the call-us button and the Google rating. The site shows a change at once.')}</p>
        <Failure error={parameters.error} />
        {parameters.data?.parameters.map((p) => (
          <ParameterRow key={`${p.code}:${p.value}`} code={p.code as SiteParameterCode} value={p.value} />
        ))}
      </section>
      <section className={styles.panel} aria-labelledby="contacts-title">
        <h2 id="contacts-title">{t('Contact lines')}</h2>
        <p className={styles.hint}>{t('The default pair and the lines nb1 to nb5 that pages and links name.')}</p>
        <Failure error={numbers.error} />
        {numbers.data?.numbers.map((n) => (
          <ContactRow key={`${n.code}:${n.phone}:${n.whatsapp}:${n.label}`} number={n} />
        ))}
      </section>
      <WhatsappConfigsSection />
      <ResourcesSection />
    </>
  );
}
