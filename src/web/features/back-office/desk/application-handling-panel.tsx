import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { addApplicationNote, assignApplication, listApplicationAssignees } from '../../../../shared/api/admin-applications/contracts';
import { MAX_NOTE_LENGTH, type ApplicationDetail } from '../../../../shared/api/admin-applications/schemas';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { timeText } from './application-labels';
import own from './applications.module.css';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { StaffOptions } from '../shared/staff-options';
import { staffCall } from '../shared/staff-api';

type Detail = ApplicationDetail;
type Patch = (part: Partial<Detail>) => void;

function Assignment({ a, patch }: { a: Detail; patch: Patch }) {
  const staff = useQuery({ queryKey: ['admin', 'application-assignees'], queryFn: () => staffCall(listApplicationAssignees, {}) });
  const [chosen, setChosen] = useState(a.assignee?.id ?? '');
  const assign = useMutation({
    mutationFn: () => staffCall(assignApplication, { params: { id: a.id }, body: { staffId: chosen || null } }),
    onSuccess: ({ assignee }) => patch({ assignee }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor="application-assignee">{t('Assigned to')}</label>
        <select id="application-assignee" value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <StaffOptions current={a.assignee} staff={staff.data?.staff} />
        </select>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.secondary} disabled={assign.isPending || chosen === (a.assignee?.id ?? '')}>
          {t('Assign')}
        </button>
      </div>
      <Failure error={staff.error ?? assign.error} />
      {assign.isSuccess && (
        <p className={styles.done} role="status">
          {a.assignee ? t('Assigned to {email}.', { email: a.assignee.email }) : t('Assigned to no one.')}
        </p>
      )}
    </form>
  );
}

function Notes({ a, patch }: { a: Detail; patch: Patch }) {
  const [text, setText] = useState('');
  const add = useMutation({
    mutationFn: () => staffCall(addApplicationNote, { params: { id: a.id }, body: { text } }),
    onSuccess: ({ notes }) => {
      patch({ notes });
      setText('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) add.mutate();
  };
  return (
    <>
      <h3>{t('Notes')}</h3>
      {a.notes.length === 0 ? (
        <p>{t('No note yet.')}</p>
      ) : (
        <ol className={own.notes}>
          {a.notes.map((n) => (
            <li key={n.id}>
              <p className={styles.hint}>
                {n.by ?? t('A removed account')} · <time dateTime={n.at}>{timeText(n.at)}</time>
              </p>
              <p className={own.noteText}>{n.text}</p>
            </li>
          ))}
        </ol>
      )}
      {a.erasedAt ? (
        // The erasure blanked the notes; the server refuses new ones.
        <p className={styles.hint}>{t("This client's data was erased: the application takes no new notes.")}</p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.field}>
            <label htmlFor="application-note">{t('Add a note')}</label>
            <textarea id="application-note" value={text} onChange={(e) => setText(e.target.value)} maxLength={MAX_NOTE_LENGTH} aria-describedby="application-note-hint" />
            <p className={styles.hint} id="application-note-hint">
              {t('Notes are for staff only and cannot be edited. At most {n} characters.', { n: MAX_NOTE_LENGTH })}
            </p>
          </div>
          <div className={styles.actions}>
            <button type="submit" className={buttons.secondary} disabled={!text.trim() || add.isPending}>
              {t('Add the note')}
            </button>
          </div>
          <Failure error={add.error} />
        </form>
      )}
    </>
  );
}

/** Who handles the application, and what staff noted about it. */
export function ApplicationHandlingPanel({ a, queryKey }: { a: Detail; queryKey: readonly unknown[] }) {
  const client = useQueryClient();
  const patch: Patch = (part) => client.setQueryData(queryKey, (old: { application: Detail } | undefined) => old && { application: { ...old.application, ...part } });
  return (
    <section className={styles.panel} aria-labelledby="application-handling-title">
      <h2 id="application-handling-title">{t('Handling')}</h2>
      <Assignment a={a} patch={patch} />
      <Notes a={a} patch={patch} />
    </section>
  );
}
