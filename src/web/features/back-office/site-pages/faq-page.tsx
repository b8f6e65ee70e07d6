import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { listFaqEntries, orderFaqEntries, removeFaqEntry } from '../../../../shared/api/admin-pages/contracts';
import type { StaffFaqEntry } from '../../../../shared/api/admin-pages/schemas';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { NeedsTranslation } from '../shared/localized-text-field';
import { ConfirmDelete, MoveButtons } from '../shared/list-actions';
import { staffCall } from '../shared/staff-api';
import { FAQ_KEY, FaqEntryForm } from './faq-entry-form';
import own from './site-pages.module.css';

function EntryCard({ entry, index, ids }: { entry: StaffFaqEntry; index: number; ids: number[] }) {
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: FAQ_KEY });
  const move = useMutation({ mutationFn: (order: number[]) => staffCall(orderFaqEntries, { body: { ids: order } }), onSuccess: refresh });
  const remove = useMutation({ mutationFn: () => staffCall(removeFaqEntry, { params: { id: entry.id } }), onSuccess: refresh });
  const busy = move.isPending || remove.isPending;
  return (
    <li className={own.card} aria-label={t('FAQ entry {n}', { n: index + 1 })}>
      <h3>{entry.question.en}</h3>
      <p className={own.marks}>
        {!entry.published && <span className={own.draft}>{t('Not published')}</span>}
        <NeedsTranslation text={entry.question} />
      </p>
      <p className={own.answer}>{entry.answer.en}</p>
      <p className={own.marks}>
        <NeedsTranslation text={entry.answer} />
      </p>
      {editing ? (
        <FaqEntryForm entry={entry} onDone={() => setEditing(false)} />
      ) : (
        <div className={own.buttons}>
          <button type="button" className={buttons.secondary} onClick={() => setEditing(true)} disabled={busy}>
            {t('Edit')}
          </button>
          <MoveButtons ids={ids} index={index} onOrder={(order) => move.mutate(order)} disabled={busy} />
          <ConfirmDelete onDelete={() => remove.mutate()} pending={remove.isPending} disabled={busy} />
        </div>
      )}
      <Failure error={move.error ?? remove.error} />
    </li>
  );
}

/** /admin/faq: the hire-maid FAQ's entries in their order, each in every language (issue 31). */
export function FaqAdminPage() {
  const entries = useQuery({ queryKey: FAQ_KEY, queryFn: () => staffCall(listFaqEntries, {}) });
  const [adding, setAdding] = useState(false);
  const list = entries.data?.entries ?? [];
  const ids = list.map((e) => e.id);
  return (
    <>
      <h1>{t('FAQ')}</h1>
      <p>{t('The questions and answers on /hire-maid/faq, in this order. Families read them in their language; where one is empty they read the English.')}</p>
      <Failure error={entries.error} />
      {entries.isPending ? (
        <p>{t('Loading…')}</p>
      ) : (
        <section className={styles.panel} aria-labelledby="faq-entries-title">
          <h2 id="faq-entries-title">{t('Entries')}</h2>
          {list.length === 0 && <p>{t('No entries yet: the FAQ page shows none.')}</p>}
          <ol className={own.list}>
            {list.map((entry, index) => (
              <EntryCard key={entry.id} entry={entry} index={index} ids={ids} />
            ))}
          </ol>
          {adding ? (
            <FaqEntryForm onDone={() => setAdding(false)} />
          ) : (
            <button type="button" className={buttons.primary} onClick={() => setAdding(true)}>
              {t('Add an entry')}
            </button>
          )}
        </section>
      )}
    </>
  );
}
