/**
 * The title, description and keywords of every page of the route table (routes.ts), by path.
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

export const ROUTE_TEXTS: Record<string, RouteTexts> = {
  '/': { title: 'Hire a Full-time Maid in the UAE', description: DEFAULT_DESCRIPTION, keywords: 'maid, nanny, housemaid, UAE, Dubai, Abu Dhabi, maid visa' },
  '/hire-maid': { title: 'Full-time Maids Available Now', description: 'Watch short videos of full-time maids available now in the UAE and save your favourites to My List.' },
  '/hire-nanny': { title: 'Full-time Maids Available Now', description: 'Watch short videos of full-time maids available now in the UAE and save your favourites to My List.' },
  '/hire-maid/faq': { title: 'Hiring a Maid: Questions and Answers', description: 'Answers to common questions about hiring a full-time maid in the UAE.' },
  '/shortlisted-maids': { title: 'My List of Maids', description: 'The maids you saved to My List.' },
  '/app': { title: 'Hire Your Maid', description: 'Complete your maid hire application from your phone.' },
  '/app-services': { title: 'Sign Your Forms', description: 'Sign your forms online.' },
  '/legal': { title: 'Contract Samples', description: 'Read the contract samples for hiring a maid and getting a visa for a maid.' },
  '/insurance': { title: 'Maid Visa Insurance', description: 'The insurance that comes with your maid visa.' },
  '/guide': { title: 'Maid Visa Guide', description: 'A step-by-step guide to getting a visa for your maid.' },
  '/url': { title: 'Redirecting', description: 'Taking you to your link.' },
  '/whatsapp-us': { title: 'WhatsApp Us', description: "Chat with us on WhatsApp. We're available 7 days/week. From 9 am till 10 pm." },
  '/locations': { title: 'Our Service Centres', description: 'Find our service centres in Dubai and Abu Dhabi.' },
  '/aboutus': { title: 'About Us', description: 'Who we are and where to find our service centres.' },
  '/nearest-locations': { title: 'Nearest Locations', description: 'Find the service centre nearest to you.' },
  '/app-download': { title: 'Get Our App', description: 'Manage your maid, payments and visa from the app on your phone.' },
  '/cookies-disabled': { title: 'Please Enable Cookies', description: 'This site needs cookies and local storage to work.' },
  '/confirm': { title: 'Confirm', description: 'Confirming your request.' },
  '/counter-reviews': { title: 'Reviews', description: 'Taking you to our reviews.' },
  '/take-maid-thumbprint': { title: "Taking Your Maid's Thumbprint", description: 'How and where your maid gives her fingerprints for her visa.' },
  '/maps': { title: 'Maps to Our Centres', description: 'Directions to our service centres.' },
  '/med/auh': { title: 'Medical Test in Abu Dhabi', description: "Where and how your maid takes her visa medical test in Abu Dhabi." },
  '/med/dxb': { title: 'Medical Test in Dubai', description: "Where and how your maid takes her visa medical test in Dubai." },
  '/services': { title: 'Our Services', description: 'Full-time maids, nannies and maid visas in the UAE.' },
  '/oec': { title: 'OEC for Filipina Maids', description: 'What the Overseas Employment Certificate is and how we get it for you.' },
  '/nooec': { title: 'Hiring Without an OEC', description: 'Your options when your Filipina maid has no OEC.' },
  '/oec-maid': { title: 'OEC: For Maids', description: 'What a Filipina maid needs to know about her OEC.' },
  '/nooec-maid': { title: 'No OEC: For Maids', description: 'What a Filipina maid without an OEC can do.' },
  '/welcome': { title: 'Welcome', description: 'Welcome! Here is what happens next with your maid.' },
  '/welcome-to-:product': { title: 'Welcome to Your Maid Visa', description: 'Welcome! Here is what happens next with your maid visa.' },
  '/welcome/liveout': { title: 'Welcome: Live-out Maid', description: 'Welcome! Here is what happens next with your live-out maid.' },
  '/terms-of-service': { title: 'Terms of Service', description: 'The terms of our service and how we use cookies.' },
  '/gcc-kenya': { title: 'Kenyan Maids from the GCC', description: 'Hiring a Kenyan maid who is already in the GCC.' },
  '/gcc-guide': { title: 'GCC Transfer Guide (Dubai)', description: 'How a maid moves to you from another GCC country, in Dubai.' },
  '/gcc-guide-auh': { title: 'GCC Transfer Guide (Abu Dhabi)', description: 'How a maid moves to you from another GCC country, in Abu Dhabi.' },
};

/** The texts of a route path; the home page's for a path without its own. */
export function textsOf(path: string): RouteTexts {
  return ROUTE_TEXTS[path] ?? ROUTE_TEXTS['/']!;
}
