import '../../lib/i18n/parts/pages';
import { useLabels } from '../../components/header/use-labels';
import { Faq } from '../../features/faq';
import type { PagesOf } from '../page-modules';

export function FaqPage() {
  const { label } = useLabels();
  return <Faq label={label} />;
}

export const pages: PagesOf<'faq-page'> = { faq: FaqPage };
