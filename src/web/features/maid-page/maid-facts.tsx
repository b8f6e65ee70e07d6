import type { MaidProfile } from '../../../shared/api/catalogue/schemas';
import { RELIGION_TITLES } from '../../../shared/catalogue/religion-titles';
import { SKILL_TITLES } from '../../../shared/catalogue/skill-titles';
import { spokenLanguages } from '../../../shared/maid-info';
import { t } from '../../lib/i18n';
import styles from './maid-profile.module.css';

const years = (n: number) => t('{years, plural, one {{years} year} other {{years} years}}', { years: n });

/** Her facts as a description list: what a family asks first. */
export function MaidFacts({ maid }: { maid: MaidProfile }) {
  const kids = maid.numberOfChildren;
  const rows: Array<[string, string]> = [
    [t('Nationality'), t(maid.nationality.label)],
    [t('Age'), t('{age} years old', { age: maid.age })],
    [t('Religion'), t(RELIGION_TITLES[maid.religion])],
    [t('Children'), kids > 0 ? t('{count, plural, one {Mother of {count} kid} other {Mother of {count} kids}}', { count: kids }) : t('None')],
    [t('Experience'), years(maid.experienceYears)],
    [t('Works'), maid.living === 'live_out' ? t('Live-out') : t('Live-in')],
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Her skills, the languages her card lists with their levels, and where she worked. */
export function MaidDetails({ maid }: { maid: MaidProfile }) {
  const shown = new Set(spokenLanguages(maid));
  const languages = maid.languages.filter((l) => shown.has(l.language.label.trim()));
  return (
    <>
      <section aria-labelledby="maid-skills" className={styles.section}>
        <h2 id="maid-skills" className={styles.sectionTitle}>
          {t('Skills')}
        </h2>
        {maid.skills.length > 0 ? (
          <ul className={styles.chips}>
            {maid.skills.map((skill) => (
              <li key={skill} className={styles.chip}>
                {t(SKILL_TITLES[skill])}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('Ask us about her skills.')}</p>
        )}
      </section>
      <section aria-labelledby="maid-languages" className={styles.section}>
        <h2 id="maid-languages" className={styles.sectionTitle}>
          {t('Languages')}
        </h2>
        <ul className={styles.rows}>
          {languages.map((l) => (
            <li key={l.language.label} className={styles.row}>
              <span>{t(l.language.label)}</span>
              {l.level ? <span className={styles.muted}>{t(l.level.label)}</span> : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="maid-experience" className={styles.section}>
        <h2 id="maid-experience" className={styles.sectionTitle}>
          {t('Experience')}
        </h2>
        {maid.workExperience.length > 0 ? (
          <ul className={styles.rows}>
            {maid.workExperience.map((w) => (
              <li key={w.country} className={styles.row}>
                <span>{t(w.country)}</span>
                <span className={styles.muted}>{years(w.years)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{years(maid.experienceYears)}</p>
        )}
      </section>
    </>
  );
}
