import type { FamilyService } from '../../../../shared/api/service/schemas';
import { currentLanguage, t } from '../../../lib/i18n';
import { eventText, familyEvents, instantDayText } from './service-words';
import styles from './my-maid.module.css';

/** Everything that happened since the maid arrived, oldest first, as the family reads it. */
export function Timeline({ service }: { service: FamilyService }) {
  const lang = currentLanguage();
  return (
    <section className={styles.card} aria-labelledby="service-timeline-title">
      <h2 id="service-timeline-title">{t('Since she arrived')}</h2>
      <ol className={styles.timeline}>
        {familyEvents(service.timeline).map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <time dateTime={event.at}>{instantDayText(event.at, lang)}</time>
            <span>{eventText(event, service, lang)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
