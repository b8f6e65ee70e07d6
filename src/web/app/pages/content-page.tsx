import '../../lib/i18n/parts/pages';
import { ContentPage } from '../../features/pages/content-page';
import { CookiesDisabledPage } from '../../features/pages/cookies-disabled-page';
import { LocationsPage } from '../../features/pages/locations-page';
import type { PagesOf } from '../page-modules';

/** The content pages (spec section 2), one module for all: locations, visa, OEC, welcome and terms pages. */
export const pages: PagesOf<'content-page'> = {
  takeMaidThumbprint: () => <ContentPage page="takeMaidThumbprint" />,
  medAuh: () => <ContentPage page="medAuh" />,
  medDxb: () => <ContentPage page="medDxb" />,
  services: () => <ContentPage page="services" />,
  oec: () => <ContentPage page="oec" />,
  noOec: () => <ContentPage page="noOec" />,
  oecMaid: () => <ContentPage page="oecMaid" />,
  noOecMaid: () => <ContentPage page="noOecMaid" />,
  welcome: () => <ContentPage page="welcome" />,
  // welcome-to-{product}: the visa-services product's welcome page.
  welcomeProduct: () => <ContentPage page="welcomeProduct" />,
  welcomeLiveOut: () => <ContentPage page="welcomeLiveOut" />,
  termsOfService: () => <ContentPage page="termsOfService" />,
  gccKenya: () => <ContentPage page="gccKenya" />,
  gccGuide: () => <ContentPage page="gccGuide" />,
  gccGuideAuh: () => <ContentPage page="gccGuideAuh" />,
  locations: () => <LocationsPage focus="map" />,
  maps: () => <LocationsPage focus="map" />,
  aboutUs: () => <LocationsPage focus="about" />,
  cookiesDisabled: () => <CookiesDisabledPage />,
};
