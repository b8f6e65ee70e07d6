import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { addFaqEntry, updateFaqEntry } from '../../../../shared/api/admin-pages/contracts';
import type { StaffFaqEntry } from '../../../../shared/api/admin-pages/schemas';
import type { LocalizedText } from '../../../../shared/i18n/localized-text';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { serverFieldMessages } from '../shared/field-issues';
import { LocalizedTextField } from '../shared/localized-text-field';
import { staffCall } from '../shared/staff-api';
import own from './site-pages.module.css';

export const FAQ_KEY = ['admin', 'faq'] as const;

interface Draft {
  question: LocalizedText;
  answer: LocalizedText;
  nannyQuestion: LocalizedText;
  nannyAnswer: LocalizedText;
  published: boolean;
}

const NONE: LocalizedText = { en: '' };
const draftOf = (entry?: StaffFaqEntry): Draft => ({
  question: entry?.question ?? NONE,
  answer: entry?.answer ?? NONE,
  nannyQuestion: entry?.nannyQuestion ?? NONE,
  nannyAnswer: entry?.nannyAnswer ?? NONE,
  published: entry?.published ?? true,
});

/** A new FAQ entry or one's changes: its question and answer in each language, their nanny-mode wording, published. */
export function FaqEntryForm({ entry, onDone }: { entry?: StaffFaqEntry; onDone: () => void }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(entry));
  const save = useMutation({
    mutationFn: () => (entry ? staffCall(updateFaqEntry, { params: { id: entry.id }, body: draft }) : staffCall(addFaqEntry, { body: draft })),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: FAQ_KEY });
      onDone();
    },
  });
  const issues = serverFieldMessages(save.error);
  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => setDraft({ ...draft, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const id = (name: string) => `faq-${entry?.id ?? 'new'}-${name}`;
  return (
    <form className={own.editor} onSubmit={submit} noValidate aria-label={entry ? t('Change the entry “{question}”', { question: entry.question.en }) : t('New FAQ entry')}>
      <LocalizedTextField id={id('question')} label={t('Question')} value={draft.question} onChange={set('question')} invalid={!!issues.question} />
      <LocalizedTextField id={id('answer')} label={t('Answer')} value={draft.answer} onChange={set('answer')} multiline invalid={!!issues.answer} />
      <details className={own.nanny}>
        <summary>{t('In nanny mode (optional)')}</summary>
        <p className={styles.hint}>
          {t('Families who came for a nanny read these instead. Left empty, English swaps maid for nanny by itself, and another language shows its text above.')}
        </p>
        <LocalizedTextField id={id('nanny-question')} label={t('Question in nanny mode')} value={draft.nannyQuestion} onChange={set('nannyQuestion')} />
        <LocalizedTextField id={id('nanny-answer')} label={t('Answer in nanny mode')} value={draft.nannyAnswer} onChange={set('nannyAnswer')} multiline />
      </details>
      <label className={styles.check}>
        <input type="checkbox" checked={draft.published} onChange={(e) => set('published')(e.target.checked)} />
        {t('Published: shown on the FAQ page')}
      </label>
      <Failure error={save.error} />
      <div className={own.buttons}>
        <button type="submit" className={buttons.primary} disabled={save.isPending}>
          {entry ? t('Save') : t('Add')}
        </button>
        <button type="button" className={buttons.secondary} onClick={onDone} disabled={save.isPending}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
