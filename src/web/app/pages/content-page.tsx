import '../../lib/i18n/parts/pages';
import { ContentPage } from '../../features/pages/content-page';
import { gccGuide, gccGuideAuh, gccKenya, medAuh, medDxb, takeMaidThumbprint } from '../../features/pages/content/visa-pages';
import { noOec, noOecMaid, oec, oecMaid } from '../../features/pages/content/oec-pages';
import { services, terms, welcome, welcomeLiveOut, welcomeProduct } from '../../features/pages/content/welcome-pages';
import { CookiesDisabledPage } from '../../features/pages/cookies-disabled-page';
import { LocationsPage } from '../../features/pages/locations-page';
import type { PagesOf } from '../page-modules';

/** The content pages (spec section 2), one module for all: locations, visa, OEC, welcome and terms pages. */
export const pages: PagesOf<'content-page'> = {
  takeMaidThumbprint: () => <ContentPage content={takeMaidThumbprint} />,
  medAuh: () => <ContentPage content={medAuh} />,
  medDxb: () => <ContentPage content={medDxb} />,
  services: () => <ContentPage content={services} />,
  oec: () => <ContentPage content={oec} />,
  noOec: () => <ContentPage content={noOec} />,
  oecMaid: () => <ContentPage content={oecMaid} />,
  noOecMaid: () => <ContentPage content={noOecMaid} />,
  welcome: () => <ContentPage content={welcome} />,
  // welcome-to-{product}: the visa-services product's welcome page.
  welcomeProduct: () => <ContentPage content={welcomeProduct} />,
  welcomeLiveOut: () => <ContentPage content={welcomeLiveOut} />,
  termsOfService: () => <ContentPage content={terms} />,
  gccKenya: () => <ContentPage content={gccKenya} />,
  gccGuide: () => <ContentPage content={gccGuide} />,
  gccGuideAuh: () => <ContentPage content={gccGuideAuh} />,
  locations: () => <LocationsPage focus="map" />,
  maps: () => <LocationsPage focus="map" />,
  aboutUs: () => <LocationsPage focus="about" />,
  cookiesDisabled: () => <CookiesDisabledPage />,
};
