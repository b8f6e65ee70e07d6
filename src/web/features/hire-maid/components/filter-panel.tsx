import { useEffect, useRef, type ReactNode } from 'react';
import { RELIGION_TITLES } from '../../../../shared/catalogue/religion-titles';
import type { Living } from '../../../../shared/api/catalogue/schemas';
import type { MaidFilters } from '../../../../shared/catalogue/maid-filters';
import type { Skill } from '../../../../shared/catalogue/maid-profile';
import { SKILL_TITLES } from '../../../../shared/catalogue/skill-titles';
import { t } from '../../../lib/i18n';
import { useMaidFacets } from '../api/list-maid-facets';
import type { ListMaidsFilters } from '../api/list-maids';
import styles from './filter-panel.module.css';

interface Props {
  list: ListMaidsFilters;
  filters: MaidFilters;
  onChange: (next: MaidFilters) => void;
  onLiving: (value: Living | undefined) => void;
  onClose: () => void;
  label: (text: string, vars?: Record<string, string | number>) => string;
}

interface Choice {
  key: string;
  title: string;
  /** Undefined for "Any": its count would need the filter off, which the call does not give. */
  count?: number;
  checked: boolean;
  onSelect: () => void;
}

function Group({ name, legend, choices }: { name: string; legend: string; choices: Choice[] }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((c) => (
        <label key={c.key} className={styles.option}>
          <input
            type="radio"
            name={name}
            checked={c.checked}
            // An option that would show no maid stays visible with its 0, but cannot be chosen.
            disabled={c.count === 0 && !c.checked}
            onChange={c.onSelect}
          />
          <span className={styles.optionTitle}>{c.title}</span>
          {c.count !== undefined ? <span className={styles.count}>{c.count}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The filters beyond the tabs, each option with how many maids it would show (listmaidfacets).
 * A modal <dialog>: the browser traps the focus, Escape closes it, and the page behind is inert.
 */
export function FilterPanel({ list, filters, onChange, onLiving, onClose, label }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const facets = useMaidFacets(list).data;
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);

  const set = (patch: Partial<MaidFilters>) => onChange({ ...filters, ...patch });
  const any = (checked: boolean, onSelect: () => void): Choice => ({ key: 'any', title: t('Any'), checked, onSelect });

  const toggleSkill = (skill: Skill, on: boolean) => {
    const skills = new Set(filters.skills ?? []);
    if (on) skills.add(skill);
    else skills.delete(skill);
    set({ skills: [...skills] });
  };

  let body: ReactNode = <p className={styles.loading}>{t('Loading…')}</p>;
  if (facets) {
    body = (
      <>
        <Group
          name="language"
          legend={t('Speaks')}
          choices={[
            any(!filters.language, () => set({ language: undefined })),
            ...facets.language.map((l) => ({
              key: l.value,
              // The agency's language names are data texts (lib/i18n/data-texts.ts).
              title: t(l.value),
              count: l.count,
              checked: filters.language?.toLowerCase() === l.value.toLowerCase(),
              onSelect: () => set({ language: l.value }),
            })),
          ]}
        />
        <Group
          name="religion"
          legend={t('Religion')}
          choices={[
            any(!filters.religion, () => set({ religion: undefined })),
            ...facets.religion.map((r) => ({
              key: r.value,
              title: t(RELIGION_TITLES[r.value as keyof typeof RELIGION_TITLES] ?? r.value),
              count: r.count,
              checked: filters.religion === r.value,
              onSelect: () => set({ religion: r.value }),
            })),
          ]}
        />
        <Group
          name="age"
          legend={t('Age')}
          choices={[
            any(filters.ageMin === undefined && filters.ageMax === undefined, () => set({ ageMin: undefined, ageMax: undefined })),
            ...facets.age.map((a) => ({
              key: `${a.min}`,
              title: t('{min} to {max}', { min: a.min, max: a.max }),
              count: a.count,
              checked: filters.ageMin === a.min && filters.ageMax === a.max,
              onSelect: () => set({ ageMin: a.min, ageMax: a.max }),
            })),
          ]}
        />
        <Group
          name="experience"
          legend={t('Experience')}
          choices={[
            any(!filters.experienceMin, () => set({ experienceMin: undefined })),
            ...facets.experience.map((e) => ({
              key: `${e.min}`,
              title: t('{years}+ years', { years: e.min }),
              count: e.count,
              checked: filters.experienceMin === e.min,
              onSelect: () => set({ experienceMin: e.min }),
            })),
          ]}
        />
        <Group
          name="living"
          legend={t('Live-in or live-out')}
          choices={[
            any(!list.living, () => onLiving(undefined)),
            ...facets.living.map((l) => ({
              key: l.value,
              title: l.value === 'live_out' ? t('Live-out') : t('Live-in'),
              count: l.count,
              checked: list.living === l.value,
              onSelect: () => onLiving(l.value),
            })),
          ]}
        />
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('Experience with')}</legend>
          {facets.skills.map((s) => {
            const checked = filters.skills?.includes(s.value) ?? false;
            return (
              <label key={s.value} className={styles.option}>
                <input type="checkbox" checked={checked} disabled={s.count === 0 && !checked} onChange={(e) => toggleSkill(s.value, e.target.checked)} />
                <span className={styles.optionTitle}>{t(SKILL_TITLES[s.value])}</span>
                <span className={styles.count}>{s.count}</span>
              </label>
            );
          })}
        </fieldset>
      </>
    );
  }

  return (
    <dialog ref={dialog} className={styles.sheet} aria-labelledby="filters-title" onClose={onClose}>
      <div className={styles.head}>
        <h2 id="filters-title" className={styles.title}>
          {t('Filters')}
        </h2>
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('Close')}</span>
        </button>
      </div>
      <div className={styles.body} aria-busy={!facets}>
        {body}
      </div>
      <div className={styles.foot}>
        <button type="button" className={styles.clear} onClick={() => onChange({})}>
          {t('Clear filters')}
        </button>
        <button type="button" className={styles.show} onClick={() => dialog.current?.close()}>
          {facets ? label('Show {count} maids', { count: facets.total }) : label('Show maids')}
        </button>
      </div>
    </dialog>
  );
}
