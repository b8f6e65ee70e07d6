import { SKILLS, type Skill } from '../../../../shared/catalogue/maid-profile';
import { SKILL_TITLES } from '../../../../shared/catalogue/skill-titles';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';

interface Props {
  disabled: boolean;
  skills: readonly Skill[];
  onSkills: (skills: Skill[]) => void;
  workExperience: string;
  onWorkExperience: (text: string) => void;
  /** The schema's message for each, when it is wrong (maid-page.tsx checks the form). */
  skillsIssue?: string;
  workExperienceIssue?: string;
}

/** Her skills and where she worked: what the hire-maid filters and her page read. */
export function MaidSkillsFields({ disabled, skills, onSkills, workExperience, onWorkExperience, skillsIssue, workExperienceIssue }: Props) {
  const toggle = (skill: Skill, on: boolean) => onSkills(SKILLS.filter((s) => (s === skill ? on : skills.includes(s))));
  return (
    <fieldset disabled={disabled} className={styles.grid}>
      <fieldset className={styles.skills}>
        <legend>{t('Skills')}</legend>
        {SKILLS.map((skill) => (
          <label key={skill} className={styles.check}>
            <input type="checkbox" checked={skills.includes(skill)} onChange={(e) => toggle(skill, e.target.checked)} />
            {t(SKILL_TITLES[skill])}
          </label>
        ))}
        {skillsIssue && <p className={styles.error}>{skillsIssue}</p>}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="maid-workExperience">{t('Work experience')}</label>
        <textarea
          id="maid-workExperience"
          value={workExperience}
          onChange={(e) => onWorkExperience(e.target.value)}
          aria-invalid={workExperienceIssue ? true : undefined}
          aria-describedby={workExperienceIssue ? 'maid-work-hint maid-workExperience-error' : 'maid-work-hint'}
        />
        <p className={styles.hint} id="maid-work-hint">
          {t('One country per line: the country, a comma, the years. For example: Kuwait, 4')}
        </p>
        {workExperienceIssue && (
          <p className={styles.error} id="maid-workExperience-error">
            {workExperienceIssue}
          </p>
        )}
      </div>
    </fieldset>
  );
}
