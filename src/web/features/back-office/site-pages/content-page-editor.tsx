import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { listContentPages, updateContentPage } from '../../../../shared/api/admin-pages/contracts';
import type { ContentPageFields, StaffContentPage } from '../../../../shared/api/admin-pages/schemas';
import type { ContentSection } from '../../../../shared/content/site-pages';
import type { LocalizedText } from '../../../../shared/i18n/localized-text';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { Link, useSearchParams } from '../../../lib/router';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { LocalizedTextField } from '../shared/localized-text-field';
import { staffCall } from '../shared/staff-api';
import { CONTENT_PAGES_KEY, pathOfPage } from './content-pages-page';
import own from './site-pages.module.css';

const NONE: LocalizedText = { en: '' };
const fieldsOf = (page: StaffContentPage): ContentPageFields => ({ title: page.title, intro: page.intro, sections: page.sections });

/** A list of texts of a section (its paragraphs or its items): each with its languages, removable, and one more to add. */
function TextList({ id, label, add, texts, onChange }: { id: string; label: (n: number) => string; add: string; texts: LocalizedText[]; onChange: (texts: LocalizedText[]) => void }) {
  return (
    <>
      {texts.map((text, i) => (
        <div key={i} className={own.text}>
          <LocalizedTextField id={`${id}-${i}`} label={label(i + 1)} value={text} multiline onChange={(value) => onChange(texts.map((x, j) => (j === i ? value : x)))} />
          <div className={own.buttons}>
            <button type="button" className={buttons.secondary} onClick={() => onChange(texts.filter((_, j) => j !== i))}>
              {t('Remove {what}', { what: label(i + 1).toLowerCase() })}
            </button>
          </div>
        </div>
      ))}
      <div className={own.buttons}>
        <button type="button" className={buttons.secondary} onClick={() => onChange([...texts, NONE])}>
          {add}
        </button>
      </div>
    </>
  );
}

function SectionFields({ index, section, onChange, onRemove }: { index: number; section: ContentSection; onChange: (s: ContentSection) => void; onRemove: () => void }) {
  const id = `section-${index}`;
  return (
    <fieldset className={own.section}>
      <legend>{t('Section {n}', { n: index + 1 })}</legend>
      <LocalizedTextField id={`${id}-heading`} label={t('Heading')} value={section.heading} onChange={(heading) => onChange({ ...section, heading })} />
      <TextList id={`${id}-p`} label={(n) => t('Paragraph {n}', { n })} add={t('Add a paragraph')} texts={section.paragraphs} onChange={(paragraphs) => onChange({ ...section, paragraphs })} />
      <TextList id={`${id}-li`} label={(n) => t('List item {n}', { n })} add={t('Add a list item')} texts={section.items} onChange={(items) => onChange({ ...section, items })} />
      <div className={own.buttons}>
        <button type="button" className={buttons.secondary} onClick={onRemove}>
          {t('Remove section {n}', { n: index + 1 })}
        </button>
      </div>
    </fieldset>
  );
}

function PageForm({ page }: { page: StaffContentPage }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<ContentPageFields>(() => fieldsOf(page));
  const save = useMutation({
    mutationFn: () => staffCall(updateContentPage, { params: { pageCode: page.pageCode }, body: draft }),
    onSuccess: ({ page: saved }) => {
      setDraft(fieldsOf(saved));
      void client.invalidateQueries({ queryKey: CONTENT_PAGES_KEY });
    },
  });
  const change = (next: ContentPageFields) => {
    setDraft(next);
    if (save.isSuccess) save.reset();
  };
  const sections = draft.sections as ContentSection[];
  const setSection = (i: number) => (section: ContentSection) => change({ ...draft, sections: sections.map((s, j) => (j === i ? section : s)) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className={own.editor} onSubmit={submit} noValidate aria-label={t('The page’s texts')}>
      <LocalizedTextField id="page-title" label={t('Title')} value={draft.title} onChange={(title) => change({ ...draft, title })} />
      <LocalizedTextField id="page-intro" label={t('Introduction')} value={draft.intro} multiline onChange={(intro) => change({ ...draft, intro })} />
      {sections.map((section, i) => (
        <SectionFields key={i} index={i} section={section} onChange={setSection(i)} onRemove={() => change({ ...draft, sections: sections.filter((_, j) => j !== i) })} />
      ))}
      <div className={own.buttons}>
        <button type="button" className={buttons.secondary} onClick={() => change({ ...draft, sections: [...sections, { heading: NONE, paragraphs: [NONE], items: [] }] })}>
          {t('Add a section')}
        </button>
      </div>
      <Failure error={save.error} />
      {save.isSuccess && (
        <p className={styles.done} role="status">
          {t('Saved. The page shows these texts now.')}
        </p>
      )}
      <div className={own.buttons}>
        <button type="submit" className={buttons.primary} disabled={save.isPending}>
          {t('Save')}
        </button>
      </div>
    </form>
  );
}

/** /admin/page?code=…: one content page's texts in every language (issue 31). */
export function ContentPageEditor() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const pages = useQuery({ queryKey: CONTENT_PAGES_KEY, queryFn: () => staffCall(listContentPages, {}) });
  const page = pages.data?.pages.find((p) => p.pageCode === code);
  return (
    <>
      <p>
        <Link to="/admin/pages">← {t('All content pages')}</Link>
      </p>
      <h1>{page ? page.title.en : t('Content page')}</h1>
      <Failure error={pages.error} />
      {pages.isPending ? (
        <p>{t('Loading…')}</p>
      ) : !page ? (
        <p className={styles.error} role="alert">
          {t('No content page has the code “{code}”. Choose one from the list.', { code })}
        </p>
      ) : (
        <section className={styles.panel} aria-labelledby="page-texts-title">
          <h2 id="page-texts-title">
            {t('On the site at')} <a href={pathOfPage(page.pageCode)}>{pathOfPage(page.pageCode)}</a>
          </h2>
          {/* Keyed by the page, not its save time: the refetch after a save must not remount the form and drop its "Saved". */}
          <PageForm key={page.pageCode} page={page} />
        </section>
      )}
    </>
  );
}
