import type { RouteId } from './routes.js';

/**
 * The title, description and keywords of every page of the route table (routes.ts), by route id.
 * Kept apart from the table itself: the server writes them into each page's head, and the web app
 * loads them only when the visitor navigates, so they stay out of its first-load bundle.
 */
export interface RouteTexts {
  title: string;
  description: string;
  keywords?: string;
}

const DEFAULT_DESCRIPTION =
  'Hire a full-time live-in or live-out maid in the UAE. Watch short videos of available maids, keep the ones you like in My List and apply from your phone.';

export const ROUTE_TEXTS: Readonly<Record<RouteId, RouteTexts>> = {
  home: { title: 'Hire a Full-time Maid in the UAE', description: DEFAULT_DESCRIPTION, keywords: 'maid, nanny, housemaid, UAE, Dubai, Abu Dhabi, maid visa' },
  hireMaid: { title: 'Full-time Maids Available Now', description: 'Watch short videos of full-time maids available now in the UAE and save your favourites to My List.' },
  hireNanny: { title: 'Full-time Maids Available Now', description: 'Watch short videos of full-time maids available now in the UAE and save your favourites to My List.' },
  faq: { title: 'Hiring a Maid: Questions and Answers', description: 'Answers to common questions about hiring a full-time maid in the UAE.' },
  // The server writes her name, facts and poster instead when she is shown (src/server/web/maid-head.ts).
  maid: { title: 'Maid Profile', description: 'Her video, skills, languages and experience, and her monthly price.' },
  compare: { title: 'Compare Maids', description: 'The maids you saved, side by side: skills, languages, experience and price.' },
  shortlistedMaids: { title: 'My List of Maids', description: 'The maids you saved to My List.' },
  application: { title: 'Hire Your Maid', description: 'Complete your maid hire application from your phone.' },
  myApplication: { title: 'My Application', description: 'Follow your maid application: its stage, what to do next, your documents.' },
  appServices: { title: 'Sign Your Forms', description: 'Sign your forms online.' },
  legal: { title: 'Contract Samples', description: 'Read the contract samples for hiring a maid and getting a visa for a maid.' },
  insurance: { title: 'Maid Visa Insurance', description: 'The insurance that comes with your maid visa.' },
  guide: { title: 'Maid Visa Guide', description: 'A step-by-step guide to getting a visa for your maid.' },
  url: { title: 'Redirecting', description: 'Taking you to your link.' },
  whatsappUs: { title: 'WhatsApp Us', description: "Chat with us on WhatsApp. We're available 7 days/week. From 9 am till 10 pm." },
  locations: { title: 'Our Service Centres', description: 'Find our service centres in Dubai and Abu Dhabi.' },
  aboutUs: { title: 'About Us', description: 'Who we are and where to find our service centres.' },
  nearestLocations: { title: 'Nearest Locations', description: 'Find the service centre nearest to you.' },
  appDownload: { title: 'Get Our App', description: 'Manage your maid, payments and visa from the app on your phone.' },
  cookiesDisabled: { title: 'Please Enable Cookies', description: 'This site needs cookies and local storage to work.' },
  confirm: { title: 'Confirm', description: 'Confirming your request.' },
  counterReviews: { title: 'Reviews', description: 'Taking you to our reviews.' },
  takeMaidThumbprint: { title: "Taking Your Maid's Thumbprint", description: 'How and where your maid gives her fingerprints for her visa.' },
  maps: { title: 'Maps to Our Centres', description: 'Directions to our service centres.' },
  medAuh: { title: 'Medical Test in Abu Dhabi', description: "Where and how your maid takes her visa medical test in Abu Dhabi." },
  medDxb: { title: 'Medical Test in Dubai', description: "Where and how your maid takes her visa medical test in Dubai." },
  services: { title: 'Our Services', description: 'Full-time maids, nannies and maid visas in the UAE.' },
  oec: { title: 'OEC for Filipina Maids', description: 'What the Overseas Employment Certificate is and how we get it for you.' },
  noOec: { title: 'Hiring Without an OEC', description: 'Your options when your Filipina maid has no OEC.' },
  oecMaid: { title: 'OEC: For Maids', description: 'What a Filipina maid needs to know about her OEC.' },
  noOecMaid: { title: 'No OEC: For Maids', description: 'What a Filipina maid without an OEC can do.' },
  welcome: { title: 'Welcome', description: 'Welcome! Here is what happens next with your maid.' },
  welcomeProduct: { title: 'Welcome to Your Maid Visa', description: 'Welcome! Here is what happens next with your maid visa.' },
  welcomeLiveOut: { title: 'Welcome: Live-out Maid', description: 'Welcome! Here is what happens next with your live-out maid.' },
  termsOfService: { title: 'Terms of Service', description: 'The terms of our service and how we use cookies.' },
  gccKenya: { title: 'Kenyan Maids from the GCC', description: 'Hiring a Kenyan maid who is already in the GCC.' },
  gccGuide: { title: 'GCC Transfer Guide (Dubai)', description: 'How a maid moves to you from another GCC country, in Dubai.' },
  gccGuideAuh: { title: 'GCC Transfer Guide (Abu Dhabi)', description: 'How a maid moves to you from another GCC country, in Abu Dhabi.' },
  admin: { title: 'Back Office', description: "The agency staff's back office." },
  adminAccount: { title: 'Your Account · Back Office', description: "The agency staff's back office." },
  adminStaff: { title: 'Staff Accounts · Back Office', description: "The agency staff's back office." },
  adminAudit: { title: 'Audit Trail · Back Office', description: "The agency staff's back office." },
  adminMaids: { title: 'Maids · Back Office', description: "The agency staff's back office." },
  adminMaid: { title: 'Maid · Back Office', description: "The agency staff's back office." },
  adminLinks: { title: 'Links and QR Codes · Back Office', description: "The agency staff's back office." },
  adminLink: { title: 'Link · Back Office', description: "The agency staff's back office." },
  adminContent: { title: 'Site Content · Back Office', description: "The agency staff's back office." },
  adminBanner: { title: 'Notification Banner · Back Office', description: "The agency staff's back office." },
  adminPrices: { title: 'Prices · Back Office', description: "The agency staff's back office." },
  adminOutbox: { title: 'Message Outbox · Back Office', description: "The agency staff's back office." },
  adminApplications: { title: 'Applications · Back Office', description: "The agency staff's back office." },
  adminApplication: { title: 'Application · Back Office', description: "The agency staff's back office." },
};

/** The texts of a route. */
export function textsOf(id: RouteId): RouteTexts {
  return ROUTE_TEXTS[id];
}
