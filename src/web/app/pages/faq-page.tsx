import '../../lib/i18n/parts/pages';
import { useLabels } from '../../components/header/use-labels';
import { Faq } from '../../features/faq';
import type { PagesOf } from '../page-modules';

export function FaqPage() {
  const { label, labels } = useLabels();
  return <Faq label={label} labels={labels} />;
}

export const pages: PagesOf<'faq-page'> = { faq: FaqPage };
