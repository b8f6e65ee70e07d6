import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteWhatsappConfig, listWhatsappConfigs } from '../../../../shared/api/admin-whatsapp/contracts';
import type { WhatsappConfigRow } from '../../../../shared/api/admin-whatsapp/schemas';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { ConfirmDelete } from '../shared/list-actions';
import { NeedsTranslation } from '../shared/localized-text-field';
import { staffCall } from '../shared/staff-api';
import { WHATSAPP_CONFIGS_KEY, WhatsappConfigForm } from './whatsapp-config-form';
import own from './whatsapp-configs.module.css';

/** Which pages a row serves, in words; a row naming nothing is the fallback for every page. */
function scopeOf(config: WhatsappConfigRow): string[] {
  const scope: string[] = [];
  if (config.housemaidId !== null) scope.push(t('Maid {id}: {name}', { id: config.housemaidId, name: config.housemaidName ?? '' }));
  if (config.affiliateEventCode !== null) scope.push(t('Affiliate event {code}', { code: config.affiliateEventCode }));
  if (config.websiteType !== null) scope.push(t('Visa services ({type})', { type: config.websiteType }));
  if (config.isForLandingPage !== null) scope.push(config.isForLandingPage ? t('Landing pages') : t('Pages other than landing pages'));
  return scope.length > 0 ? scope : [t('Every other page (the default)')];
}

function ConfigCard({ config, websiteTypes }: { config: WhatsappConfigRow; websiteTypes: string[] }) {
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const remove = useMutation({
    mutationFn: () => staffCall(deleteWhatsappConfig, { params: { id: config.id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: WHATSAPP_CONFIGS_KEY }),
  });
  return (
    <li className={own.card} aria-label={t('Configuration #{id}', { id: config.id })}>
      <div>
        <ul className={own.scope} aria-label={t('Used for')}>
          {scopeOf(config).map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
        <p>
          <strong>+{config.whatsappNumber}</strong>
        </p>
        <p className={own.message}>{config.whatsappMessage.en || t('(no message)')}</p>
        <NeedsTranslation text={config.whatsappMessage} />
      </div>
      {!editing && (
        <div className={own.buttons}>
          <button type="button" className={buttons.secondary} onClick={() => setEditing(true)}>
            {t('Edit')}
          </button>
          <ConfirmDelete onDelete={() => remove.mutate()} pending={remove.isPending} />
        </div>
      )}
      {editing && <WhatsappConfigForm config={config} websiteTypes={websiteTypes} onDone={() => setEditing(false)} />}
      <Failure error={remove.error} />
    </li>
  );
}

/** The WhatsApp configurations (content page): the chat each page opens, most specific first. */
export function WhatsappConfigsSection() {
  const configs = useQuery({ queryKey: WHATSAPP_CONFIGS_KEY, queryFn: () => staffCall(listWhatsappConfigs, {}) });
  const [adding, setAdding] = useState(false);
  const websiteTypes = configs.data?.websiteTypes ?? [];
  return (
    <section className={styles.panel} aria-labelledby="whatsapp-configs-title">
      <h2 id="whatsapp-configs-title">{t('WhatsApp chats')}</h2>
      <p className={styles.hint}>
        {t(
          'The number and first message of the WhatsApp chat a family opens. The most specific row wins: a maid, then an affiliate event, then the website, then landing pages; the default row serves every other page. The site uses a change at once.',
        )}
      </p>
      <Failure error={configs.error} />
      {configs.data && (
        <ul className={own.list}>
          {configs.data.configs.map((c) => (
            <ConfigCard key={`${c.id}:${c.whatsappNumber}:${JSON.stringify(c.whatsappMessage)}:${c.housemaidId}:${c.affiliateEventCode}:${c.websiteType}:${c.isForLandingPage}`} config={c} websiteTypes={websiteTypes} />
          ))}
        </ul>
      )}
      <div className={own.addBar}>
        {adding ? (
          <div className={own.card}>
            <h3 className={own.formTitle}>{t('New WhatsApp chat')}</h3>
            <WhatsappConfigForm websiteTypes={websiteTypes} onDone={() => setAdding(false)} />
          </div>
        ) : (
          <button type="button" className={buttons.secondary} onClick={() => setAdding(true)} disabled={!configs.data}>
            {t('Add a WhatsApp chat')}
          </button>
        )}
      </div>
    </section>
  );
}
