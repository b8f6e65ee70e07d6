import { useLabels } from '../../components/header/use-labels';
import { Landing, useLandingVariant } from '../../features/landing';

/** The landing page '' (and the alternative landing with v_land). */
export function HomePage() {
  const { label } = useLabels();
  const variant = useLandingVariant();
  return <Landing label={label} variant={variant} />;
}
