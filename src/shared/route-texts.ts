import type { RouteId } from './routes.js';
import { msg } from './i18n/msg.js';

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
  msg('Hire a full-time live-in or live-out maid in the UAE. Watch short videos of available maids, keep the ones you like in My List and apply from your phone.');

export const ROUTE_TEXTS: Readonly<Record<RouteId, RouteTexts>> = {
  home: { title: msg('Hire a Full-time Maid in the UAE'), description: DEFAULT_DESCRIPTION, keywords: 'maid, nanny, housemaid, UAE, Dubai, Abu Dhabi, maid visa' },
  hireMaid: { title: msg('Full-time Maids Available Now'), description: msg('Watch short videos of full-time maids available now in the UAE and save your favourites to My List.') },
  hireNanny: { title: msg('Full-time Maids Available Now'), description: msg('Watch short videos of full-time maids available now in the UAE and save your favourites to My List.') },
  faq: { title: msg('Hiring a Maid: Questions and Answers'), description: msg('Answers to common questions about hiring a full-time maid in the UAE.') },
  // The server writes her name, facts and poster instead when she is shown (src/server/web/maid-head.ts).
  maid: { title: msg('Maid Profile'), description: msg('Her video, skills, languages and experience, and her monthly price.') },
  compare: { title: msg('Compare Maids'), description: msg('The maids you saved, side by side: skills, languages, experience and price.') },
  shortlistedMaids: { title: msg('My List of Maids'), description: msg('The maids you saved to My List.') },
  application: { title: msg('Hire Your Maid'), description: msg('Complete your maid hire application from your phone.') },
  myApplication: { title: msg('My Application'), description: msg('Follow your maid application: its stage, what to do next, your documents.') },
  payLink: { title: msg('Pay by Card'), description: msg('Pay a returned payment by card.') },
  testCheckout: { title: msg('Test Card Payment'), description: msg('A test payment: no real money moves.') },
  interview: { title: msg('Your Call with Her'), description: msg('Your call before you hire her: its time, how to join it, and how to move or cancel it.') },
  appServices: { title: msg('Sign Your Forms'), description: msg('Sign your forms online.') },
  legal: { title: msg('Contract Samples'), description: msg('Read the contract samples for hiring a maid and getting a visa for a maid.') },
  insurance: { title: msg('Maid Visa Insurance'), description: msg('The insurance that comes with your maid visa.') },
  guide: { title: msg('Maid Visa Guide'), description: msg('A step-by-step guide to getting a visa for your maid.') },
  url: { title: msg('Redirecting'), description: msg('Taking you to your link.') },
  whatsappUs: { title: msg('WhatsApp Us'), description: msg("Chat with us on WhatsApp. We're available 7 days/week. From 9 am till 10 pm.") },
  locations: { title: msg('Our Service Centres'), description: msg('Find our service centres in Dubai and Abu Dhabi.') },
  aboutUs: { title: msg('About Us'), description: msg('Who we are and where to find our service centres.') },
  nearestLocations: { title: msg('Nearest Locations'), description: msg('Find the service centre nearest to you.') },
  appDownload: { title: msg('Get Our App'), description: msg('Manage your maid, payments and visa from the app on your phone.') },
  cookiesDisabled: { title: msg('Please Enable Cookies'), description: msg('This site needs cookies and local storage to work.') },
  confirm: { title: msg('Confirm'), description: msg('Confirming your request.') },
  counterReviews: { title: msg('Reviews'), description: msg('Taking you to our reviews.') },
  takeMaidThumbprint: { title: msg("Taking Your Maid's Thumbprint"), description: msg('How and where your maid gives her fingerprints for her visa.') },
  maps: { title: msg('Maps to Our Centres'), description: msg('Directions to our service centres.') },
  medAuh: { title: msg('Medical Test in Abu Dhabi'), description: msg("Where and how your maid takes her visa medical test in Abu Dhabi.") },
  medDxb: { title: msg('Medical Test in Dubai'), description: msg("Where and how your maid takes her visa medical test in Dubai.") },
  services: { title: msg('Our Services'), description: msg('Full-time maids, nannies and maid visas in the UAE.') },
  oec: { title: msg('OEC for Filipina Maids'), description: msg('What the Overseas Employment Certificate is and how we get it for you.') },
  noOec: { title: msg('Hiring Without an OEC'), description: msg('Your options when your Filipina maid has no OEC.') },
  oecMaid: { title: msg('OEC: For Maids'), description: msg('What a Filipina maid needs to know about her OEC.') },
  noOecMaid: { title: msg('No OEC: For Maids'), description: msg('What a Filipina maid without an OEC can do.') },
  welcome: { title: msg('Welcome'), description: msg('Welcome! Here is what happens next with your maid.') },
  welcomeProduct: { title: msg('Welcome to Your Maid Visa'), description: msg('Welcome! Here is what happens next with your maid visa.') },
  welcomeLiveOut: { title: msg('Welcome: Live-out Maid'), description: msg('Welcome! Here is what happens next with your live-out maid.') },
  termsOfService: { title: msg('Terms of Service'), description: msg('The terms of our service and how we use cookies.') },
  gccKenya: { title: msg('Kenyan Maids from the GCC'), description: msg('Hiring a Kenyan maid who is already in the GCC.') },
  gccGuide: { title: msg('GCC Transfer Guide (Dubai)'), description: msg('How a maid moves to you from another GCC country, in Dubai.') },
  gccGuideAuh: { title: msg('GCC Transfer Guide (Abu Dhabi)'), description: msg('How a maid moves to you from another GCC country, in Abu Dhabi.') },
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
  adminFaq: { title: 'FAQ · Back Office', description: "The agency staff's back office." },
  adminPages: { title: 'Content Pages · Back Office', description: "The agency staff's back office." },
  adminPage: { title: 'Content Page · Back Office', description: "The agency staff's back office." },
  adminTestimonials: { title: 'Testimonials · Back Office', description: "The agency staff's back office." },
  adminPrices: { title: 'Prices · Back Office', description: "The agency staff's back office." },
  adminOutbox: { title: 'Message Outbox · Back Office', description: "The agency staff's back office." },
  adminApplications: { title: 'Applications · Back Office', description: "The agency staff's back office." },
  adminApplication: { title: 'Application · Back Office', description: "The agency staff's back office." },
  adminServiceDesk: { title: 'Service Desk · Back Office', description: "The agency staff's back office." },
  adminServiceRequest: { title: 'Service Request · Back Office', description: "The agency staff's back office." },
  adminServiceTerms: { title: 'Service Terms · Back Office', description: "The agency staff's back office." },
  adminMoney: { title: 'Finance · Back Office', description: "The agency staff's back office." },
  adminInterviews: { title: 'Interviews · Back Office', description: "The agency staff's back office." },
};

/** The texts of a route. */
export function textsOf(id: RouteId): RouteTexts {
  return ROUTE_TEXTS[id];
}
