import { useLabels } from '../../components/header/use-labels';
import { Landing, useLandingVariant } from '../../features/landing';
import type { PagesOf } from '../page-modules';

/** The landing page '' (and the alternative landing with v_land). */
function HomePage() {
  const { label } = useLabels();
  const variant = useLandingVariant();
  return <Landing label={label} variant={variant} />;
}

export const pages: PagesOf<'home-page'> = { home: HomePage };
