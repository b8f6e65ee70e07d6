import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createMaid, getAdminMaid, updateMaid } from '../../../../shared/api/admin-catalogue/contracts';
import type { Skill } from '../../../../shared/catalogue/maid-profile';
import { AvailabilityPanel } from './availability-panel';
import { MaidSkillsFields } from './maid-skills-fields';
import { maidFieldsSchema, RELIGIONS, type AdminMaid, type MaidFields } from '../../../../shared/api/admin-catalogue/schemas';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { writtenOnly } from '../../../../shared/i18n/localized-text';
import { messagesByField, serverFieldMessages, type FieldMessages } from '../shared/field-issues';
import { useNationalities } from './maids-page';
import { failureText, staffCall, useStaffSession } from '../shared/staff-api';
import { VideoPanel } from './video-panel';
import { InfoPhrasesFields, isBlankPhrase } from './info-phrases-fields';
import type { LocalizedText } from '../../../../shared/i18n/localized-text';

/** The form's values: text as typed; languages one per line; info phrases each in every language. */
interface Draft {
  name: string;
  nationalityId: string;
  religion: string;
  age: string;
  numberOfChildren: string;
  experienceYears: string;
  living: string;
  isNanny: boolean;
  rank: string;
  languages: string;
  infoPhrases: LocalizedText[];
  skills: Skill[];
  /** One per line: the country, a comma, the years. */
  workExperience: string;
}

const EMPTY: Draft = {
  name: '',
  nationalityId: '',
  religion: 'CHRISTIAN',
  age: '',
  numberOfChildren: '0',
  experienceYears: '0',
  living: 'live_in',
  isNanny: false,
  rank: '0',
  languages: '',
  infoPhrases: [],
  skills: [],
  workExperience: '',
};

function draftOf(maid: AdminMaid): Draft {
  return {
    name: maid.name,
    nationalityId: String(maid.nationalityId),
    religion: maid.religion,
    age: String(maid.age),
    numberOfChildren: String(maid.numberOfChildren),
    experienceYears: String(maid.experienceYears),
    living: maid.living,
    isNanny: maid.isNanny,
    rank: String(maid.rank),
    languages: maid.languages.map((l) => (l.level ? `${l.language.label}, ${l.level.label}` : l.language.label)).join('\n'),
    infoPhrases: maid.infoPhrases,
    skills: maid.skills,
    workExperience: maid.workExperience.map((w) => `${w.country}, ${w.years}`).join('\n'),
  };
}

const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);

/** The form as the API takes it; the shared schema checks it here first, and the server again. */
function fieldsOf(draft: Draft): MaidFields {
  return {
    name: draft.name,
    nationalityId: Number(draft.nationalityId),
    religion: draft.religion as MaidFields['religion'],
    age: Number(draft.age),
    numberOfChildren: Number(draft.numberOfChildren),
    experienceYears: Number(draft.experienceYears),
    living: draft.living as MaidFields['living'],
    isNanny: draft.isNanny,
    rank: Number(draft.rank),
    languages: lines(draft.languages).map((line) => {
      const [language = '', level] = line.split(',').map((p) => p.trim());
      return level ? { language: { label: language }, level: { label: level } } : { language: { label: language } };
    }),
    infoPhrases: draft.infoPhrases.filter((phrase) => !isBlankPhrase(phrase)).map(writtenOnly),
    skills: draft.skills,
    workExperience: lines(draft.workExperience).map((line) => {
      const cut = line.lastIndexOf(',');
      // Left for the server to refuse with its message when the years are missing or not a number.
      return cut < 0 ? { country: line, years: Number.NaN } : { country: line.slice(0, cut).trim(), years: Number(line.slice(cut + 1).trim()) };
    }),
  };
}

function MaidForm({ maid, canEdit }: { maid?: AdminMaid; canEdit: boolean }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const nationalities = useNationalities();
  const [draft, setDraft] = useState<Draft>(maid ? draftOf(maid) : EMPTY);
  // Each wrong field's message, shown beside it: the schema's words, checked here before sending.
  const [issues, setIssues] = useState<FieldMessages>({});
  const save = useMutation({
    mutationFn: () =>
      maid ? staffCall(updateMaid, { params: { id: maid.id }, body: fieldsOf(draft) }) : staffCall(createMaid, { body: fieldsOf(draft) }),
    onSuccess: ({ maid: saved }) => {
      client.setQueryData(['admin', 'maid', saved.id], { maid: saved });
      void client.invalidateQueries({ queryKey: ['admin', 'maids'] });
      if (!maid) void navigate(`/admin/maid?id=${saved.id}`, { replace: true });
    },
    onError: (error) => setIssues(serverFieldMessages(error)),
  });
  const hasIssues = Object.keys(issues).length > 0;
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = maidFieldsSchema.safeParse(fieldsOf(draft));
    const found = checked.success ? {} : messagesByField(checked.error.issues);
    setIssues(found);
    const first = Object.keys(found)[0];
    if (first) {
      save.reset();
      document.getElementById(`maid-${first}`)?.focus();
      return;
    }
    save.mutate();
  };
  /** The ids that describe a field: its hint, and its message when it is wrong. */
  const describedBy = (key: string, hint?: string) => [hint, issues[key] ? `maid-${key}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const issueOf = (key: string) =>
    issues[key] ? (
      <p className={styles.error} id={`maid-${key}-error`}>
        {issues[key]}
      </p>
    ) : null;
  const text = (key: keyof Draft, label: string, type = 'text', hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={`maid-${key}`}>{label}</label>
      <input
        id={`maid-${key}`}
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        value={draft[key] as string}
        onChange={set(key)}
        aria-invalid={issues[key] ? true : undefined}
        aria-describedby={describedBy(key, hint ? `maid-${key}-hint` : undefined)}
      />
      {hint && (
        <p className={styles.hint} id={`maid-${key}-hint`}>
          {hint}
        </p>
      )}
      {issueOf(key)}
    </div>
  );
  return (
    <section className={styles.panel} aria-labelledby="maid-form-title">
      <h2 id="maid-form-title">{t('Her details')}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset disabled={!canEdit} className={styles.grid}>
          {text('name', t('Name'))}
          <div className={styles.field}>
            <label htmlFor="maid-nationalityId">{t('Nationality')}</label>
            <select
              id="maid-nationalityId"
              value={draft.nationalityId}
              onChange={set('nationalityId')}
              aria-invalid={issues.nationalityId ? true : undefined}
              aria-describedby={describedBy('nationalityId')}
            >
              <option value="">{t('Choose')}</option>
              {nationalities.data?.nationalities.map((n) => (
                <option key={n.id} value={n.id}>
                  {n.label}
                </option>
              ))}
            </select>
            {issueOf('nationalityId')}
          </div>
          <div className={styles.field}>
            <label htmlFor="maid-religion">{t('Religion')}</label>
            <select id="maid-religion" value={draft.religion} onChange={set('religion')} aria-invalid={issues.religion ? true : undefined} aria-describedby={describedBy('religion')}>
              {RELIGIONS.map((r) => (
                <option key={r} value={r}>
                  {t(r.charAt(0) + r.slice(1).toLowerCase())}
                </option>
              ))}
            </select>
            {issueOf('religion')}
          </div>
          {text('age', t('Age'), 'number')}
          {text('numberOfChildren', t('Children of her own'), 'number')}
          {text('experienceYears', t('Years of experience'), 'number')}
          <div className={styles.field}>
            <label htmlFor="maid-living">{t('Living')}</label>
            <select id="maid-living" value={draft.living} onChange={set('living')}>
              <option value="live_in">{t('Live-in')}</option>
              <option value="live_out">{t('Live-out')}</option>
            </select>
          </div>
          {text('rank', t('Rank'), 'number', t('Higher comes first on the site.'))}
          <label className={styles.check}>
            <input type="checkbox" checked={draft.isNanny} onChange={(e) => setDraft({ ...draft, isNanny: e.target.checked })} />
            {t('Listed as a nanny')}
          </label>
        </fieldset>
        <fieldset disabled={!canEdit} className={styles.grid}>
          <div className={styles.field}>
            <label htmlFor="maid-languages">{t('Languages')}</label>
            <textarea
              id="maid-languages"
              value={draft.languages}
              onChange={set('languages')}
              aria-invalid={issues.languages ? true : undefined}
              aria-describedby={describedBy('languages', 'maid-languages-hint')}
            />
            <p className={styles.hint} id="maid-languages-hint">
              {t('One per line: the language, a comma, the level. For example: English, Good')}
            </p>
            {issueOf('languages')}
          </div>
        </fieldset>
        <InfoPhrasesFields disabled={!canEdit} phrases={draft.infoPhrases} onChange={(infoPhrases) => setDraft({ ...draft, infoPhrases })} issue={issues.infoPhrases} />
        <MaidSkillsFields
          disabled={!canEdit}
          skills={draft.skills}
          onSkills={(skills) => setDraft({ ...draft, skills })}
          workExperience={draft.workExperience}
          onWorkExperience={(workExperience) => setDraft({ ...draft, workExperience })}
          skillsIssue={issues.skills}
          workExperienceIssue={issues.workExperience}
        />
        {hasIssues ? (
          <p className={styles.error} role="alert">
            {t('Check the fields marked above: each says what to change.')}
          </p>
        ) : (
          <Failure error={save.error} />
        )}
        {save.isSuccess && (
          <p className={styles.done} role="status">
            {t('Saved. The site shows the change now.')}
          </p>
        )}
        {canEdit && (
          <button type="submit" className={buttons.primary} disabled={save.isPending}>
            {maid ? t('Save') : t('Add her')}
          </button>
        )}
      </form>
    </section>
  );
}

/** Shown or hidden, available or hired: one click each, saved at once. */
function MaidState({ maid, canEdit }: { maid: AdminMaid; canEdit: boolean }) {
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: (body: { hidden?: boolean; status?: 'available' | 'hired' }) => staffCall(updateMaid, { params: { id: maid.id }, body }),
    onSuccess: (saved) => {
      client.setQueryData(['admin', 'maid', maid.id], saved);
      void client.invalidateQueries({ queryKey: ['admin', 'maids'] });
    },
  });
  const state =
    maid.status === 'reserved'
      ? t('Reserved by an application until {time}', { time: new Date(maid.reservedUntil ?? '').toLocaleString('en-GB', { timeZone: 'Asia/Dubai' }) })
      : maid.status === 'hired'
        ? t('Hired')
        : t('Available');
  return (
    <section className={styles.panel} aria-labelledby="maid-state-title">
      <h2 id="maid-state-title">{t('On the site')}</h2>
      <p>
        {maid.hidden ? t('Hidden: families do not see her.') : t('Shown to families.')} {state}.
      </p>
      {canEdit && (
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} disabled={change.isPending} onClick={() => change.mutate({ hidden: !maid.hidden })}>
            {maid.hidden ? t('Show her on the site') : t('Hide her')}
          </button>
          <button
            type="button"
            className={buttons.secondary}
            disabled={change.isPending}
            onClick={() => change.mutate({ status: maid.status === 'hired' ? 'available' : 'hired' })}
          >
            {maid.status === 'hired' ? t('Available again') : t('Mark hired')}
          </button>
        </div>
      )}
      <Failure error={change.error} />
    </section>
  );
}

/** /admin/maid?id=N: one maid, to read (agents) or change (editors, admins); without an id, a new one. */
export function MaidPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const { data: session } = useStaffSession();
  const canEdit = session?.staff.role === 'admin' || session?.staff.role === 'editor';
  const maid = useQuery({
    queryKey: ['admin', 'maid', id],
    queryFn: () => staffCall(getAdminMaid, { params: { id: id! } }),
    enabled: id !== undefined,
  });
  return (
    <>
      <p>
        <Link to="/admin/maids">← {t('All maids')}</Link>
      </p>
      <h1>{id === undefined ? t('Add a maid') : (maid.data?.maid.name ?? t('Maid'))}</h1>
      {id === undefined ? (
        canEdit ? (
          <MaidForm canEdit />
        ) : (
          <p className={styles.error} role="alert">
            {t('Only editor or admin staff can add maids.')}
          </p>
        )
      ) : maid.error ? (
        <p className={styles.error} role="alert">
          {failureText(maid.error)}
        </p>
      ) : !maid.data ? (
        <p>{t('Loading…')}</p>
      ) : (
        <>
          <MaidState maid={maid.data.maid} canEdit={canEdit} />
          <AvailabilityPanel maid={maid.data.maid} />
          <VideoPanel maid={maid.data.maid} canEdit={canEdit} />
          <MaidForm key={maid.data.maid.id} maid={maid.data.maid} canEdit={canEdit} />
        </>
      )}
    </>
  );
}
