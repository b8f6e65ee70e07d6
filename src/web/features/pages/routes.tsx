import { ContentPage } from './content-page';
import { gccGuide, gccGuideAuh, gccKenya, medAuh, medDxb, takeMaidThumbprint } from './content/visa-pages';
import { noOec, noOecMaid, oec, oecMaid } from './content/oec-pages';
import { services, terms, welcome, welcomeLiveOut, welcomeProduct } from './content/welcome-pages';
import { CookiesDisabledPage } from './cookies-disabled-page';
import { LocationsPage } from './locations-page';

/** The content pages by path; the router lazy-loads this module as one chunk. */
export const contentPages = {
  '/take-maid-thumbprint': () => <ContentPage content={takeMaidThumbprint} />,
  '/med/auh': () => <ContentPage content={medAuh} />,
  '/med/dxb': () => <ContentPage content={medDxb} />,
  '/services': () => <ContentPage content={services} />,
  '/oec': () => <ContentPage content={oec} />,
  '/nooec': () => <ContentPage content={noOec} />,
  '/oec-maid': () => <ContentPage content={oecMaid} />,
  '/nooec-maid': () => <ContentPage content={noOecMaid} />,
  '/welcome': () => <ContentPage content={welcome} />,
  '/welcome/liveout': () => <ContentPage content={welcomeLiveOut} />,
  '/terms-of-service': () => <ContentPage content={terms} />,
  '/gcc-kenya': () => <ContentPage content={gccKenya} />,
  '/gcc-guide': () => <ContentPage content={gccGuide} />,
  '/gcc-guide-auh': () => <ContentPage content={gccGuideAuh} />,
  '/locations': () => <LocationsPage focus="map" />,
  '/maps': () => <LocationsPage focus="map" />,
  '/aboutus': () => <LocationsPage focus="about" />,
  '/cookies-disabled': () => <CookiesDisabledPage />,
} as const;

export type ContentPath = keyof typeof contentPages;

/** welcome-to-{product}: the visa-services product's welcome page. */
export function WelcomeProductPage() {
  return <ContentPage content={welcomeProduct} />;
}
