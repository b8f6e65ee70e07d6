import { useLabels } from '../../components/header/use-labels';
import { Faq } from '../../features/faq';

export function FaqPage() {
  const { label } = useLabels();
  return <Faq label={label} />;
}
