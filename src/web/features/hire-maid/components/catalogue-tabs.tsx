import type { MatchingType } from '../../../../shared/api/catalogue/schemas';
import { formatNumber } from '../../../../shared/format-number';
import { TabList } from '../../../components/ui/tab-list';
import { t } from '../../../lib/i18n';
import styles from './catalogue.module.css';

interface Props {
  types: readonly MatchingType[];
  selectedId: number | undefined;
  counts: ReadonlyMap<number, number>;
  onSelect: (type: MatchingType) => void;
  label: (text: string) => string;
}

/** One tab per nationality matching type, each with its count of available maids. */
export function CatalogueTabs({ types, selectedId, counts, onSelect, label }: Props) {
  return (
    <TabList
      items={types}
      label={label('Maids by nationality')}
      className={styles.tabs}
      tabClassName={styles.tab}
      panelId="catalogue-panel"
      tabId={(type) => `catalogue-tab-${type.code}`}
      isSelected={(type) => type.id === selectedId}
      onSelect={onSelect}
    >
      {(type) => {
        const count = counts.get(type.id);
        return (
          <>
            {t(type.label)}
            <span className={styles.count}>{count === undefined ? '' : formatNumber(count)}</span>
          </>
        );
      }}
    </TabList>
  );
}
