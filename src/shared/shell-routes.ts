import type { RouteMeta } from './routes.js';

/**
 * The site's other pages (spec section 2): contact, campaign steps, PDFs and content pages.
 * Spread into the route table of routes.ts, so findRoute, the router and the server's head tags
 * all know them. A path segment starting with ':' matches any value.
 */
export const shellRoutes = {
  legal: { path: '/legal', title: 'Contract Samples', description: 'Read the contract samples for hiring a maid and getting a visa for a maid.', pageCode: 'legal' },
  insurance: { path: '/insurance', title: 'Maid Visa Insurance', description: 'The insurance that comes with your maid visa.', pageCode: 'insurance' },
  guide: { path: '/guide', title: 'Maid Visa Guide', description: 'A step-by-step guide to getting a visa for your maid.', pageCode: 'guide' },
  url: { path: '/url', title: 'Redirecting', description: 'Taking you to your link.', pageCode: 'url' },
  whatsappUs: { path: '/whatsapp-us', title: 'WhatsApp Us', description: "Chat with us on WhatsApp. We're available 7 days/week. From 9 am till 10 pm.", pageCode: 'whatsapp_us' },
  locations: { path: '/locations', title: 'Our Service Centres', description: 'Find our service centres in Dubai and Abu Dhabi.', pageCode: 'locations' },
  aboutUs: { path: '/aboutus', title: 'About Us', description: 'Who we are and where to find our service centres.', pageCode: 'aboutus' },
  nearestLocations: { path: '/nearest-locations', title: 'Nearest Locations', description: 'Find the service centre nearest to you.', pageCode: 'nearest_locations' },
  appDownload: { path: '/app-download', title: 'Get Our App', description: 'Manage your maid, payments and visa from the app on your phone.', pageCode: 'app_download' },
  cookiesDisabled: { path: '/cookies-disabled', title: 'Please Enable Cookies', description: 'This site needs cookies and local storage to work.', pageCode: 'cookies_disabled' },
  confirm: { path: '/confirm', title: 'Confirm', description: 'Confirming your request.', pageCode: 'confirm' },
  counterReviews: { path: '/counter-reviews', title: 'Reviews', description: 'Taking you to our reviews.', pageCode: 'counter_reviews' },
  takeMaidThumbprint: { path: '/take-maid-thumbprint', title: "Taking Your Maid's Thumbprint", description: 'How and where your maid gives her fingerprints for her visa.', pageCode: 'take_maid_thumbprint' },
  maps: { path: '/maps', title: 'Maps to Our Centres', description: 'Directions to our service centres.', pageCode: 'maps' },
  medAuh: { path: '/med/auh', title: 'Medical Test in Abu Dhabi', description: "Where and how your maid takes her visa medical test in Abu Dhabi.", pageCode: 'med_auh' },
  medDxb: { path: '/med/dxb', title: 'Medical Test in Dubai', description: "Where and how your maid takes her visa medical test in Dubai.", pageCode: 'med_dxb' },
  services: { path: '/services', title: 'Our Services', description: 'Full-time maids, nannies and maid visas in the UAE.', pageCode: 'services' },
  oec: { path: '/oec', title: 'OEC for Filipina Maids', description: 'What the Overseas Employment Certificate is and how we get it for you.', pageCode: 'oec' },
  noOec: { path: '/nooec', title: 'Hiring Without an OEC', description: 'Your options when your Filipina maid has no OEC.', pageCode: 'nooec' },
  oecMaid: { path: '/oec-maid', title: 'OEC: For Maids', description: 'What a Filipina maid needs to know about her OEC.', pageCode: 'oec_maid' },
  noOecMaid: { path: '/nooec-maid', title: 'No OEC: For Maids', description: 'What a Filipina maid without an OEC can do.', pageCode: 'nooec_maid' },
  welcome: { path: '/welcome', title: 'Welcome', description: 'Welcome! Here is what happens next with your maid.', pageCode: 'welcome' },
  welcomeProduct: { path: '/welcome-to-:product', title: 'Welcome to Your Maid Visa', description: 'Welcome! Here is what happens next with your maid visa.', pageCode: 'welcome_product' },
  welcomeLiveOut: { path: '/welcome/liveout', title: 'Welcome: Live-out Maid', description: 'Welcome! Here is what happens next with your live-out maid.', pageCode: 'welcome_liveout' },
  termsOfService: { path: '/terms-of-service', title: 'Terms of Service', description: 'The terms of our service and how we use cookies.', pageCode: 'terms_of_service' },
  gccKenya: { path: '/gcc-kenya', title: 'Kenyan Maids from the GCC', description: 'Hiring a Kenyan maid who is already in the GCC.', pageCode: 'gcc_kenya' },
  gccGuide: { path: '/gcc-guide', title: 'GCC Transfer Guide (Dubai)', description: 'How a maid moves to you from another GCC country, in Dubai.', pageCode: 'gcc_guide' },
  gccGuideAuh: { path: '/gcc-guide-auh', title: 'GCC Transfer Guide (Abu Dhabi)', description: 'How a maid moves to you from another GCC country, in Abu Dhabi.', pageCode: 'gcc_guide_auh' },
} satisfies Record<string, RouteMeta>;

/** Paths the server answers with a redirect; the client reloads to reach them. */
export const SERVER_REDIRECT_PATHS = ['/dynamic', '/home'] as const;

/** Whether a route path with ':param' segments matches a pathname. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  if (!pattern.includes(':')) return pattern === pathname;
  const source = pattern
    .split(/(:[A-Za-z]+)/)
    .map((part) => (part.startsWith(':') ? '[a-z0-9-]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, 'i').test(pathname);
}
