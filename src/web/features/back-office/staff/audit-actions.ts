import { msg } from '../../../../shared/i18n/msg';
import { t } from '../../../lib/i18n';

/** What each audited action did, as staff say it (the rows keep the action's code: staff/audit.ts callers). */
const ACTIONS: Record<string, string> = {
  'application.view': msg('Opened the application'),
  'application.iban-reveal': msg('Revealed the IBAN'),
  'application.emirates-id-reveal': msg('Revealed the Emirates ID number'),
  'application.document-view': msg('Viewed a document'),
  'application.signed-pdf-view': msg('Opened the signed forms'),
  'application.stage': msg('Changed the stage'),
  'application.assign': msg('Assigned the application'),
  'application.note': msg('Added a note'),
  'application.export': msg('Exported the client’s data'),
  'application.erase': msg('Erased the client’s data'),
  'application.spouse-link-resend': msg('Sent the spouse’s link again'),
  'maid.create': msg('Added a maid'),
  'maid.update': msg('Changed a maid'),
  'maid.video': msg('Uploaded a video'),
  'maid.confirm_availability': msg('Confirmed a maid is available'),
  'prices.price-list.create': msg('Added a price list'),
  'prices.price-list.update': msg('Changed a price list'),
  'prices.price-list.delete': msg('Removed a price list'),
  'link.create': msg('Added a link'),
  'link.update': msg('Changed a link'),
  'content.parameter': msg('Changed a site setting'),
  'content.contact-number': msg('Changed the contact number'),
  'content.banner': msg('Set the banner'),
  'content.faq-added': msg('Added an FAQ entry'),
  'content.faq-changed': msg('Changed an FAQ entry'),
  'content.faq-removed': msg('Removed an FAQ entry'),
  'content.faq-order': msg('Put the FAQ in order'),
  'content.page-changed': msg('Changed a content page'),
  'content.banner-removed': msg('Removed the banner'),
  'content.resource-file': msg('Uploaded a document for the site'),
  'content.whatsapp-config.create': msg('Added a WhatsApp message'),
  'content.whatsapp-config.update': msg('Changed a WhatsApp message'),
  'content.whatsapp-config.delete': msg('Removed a WhatsApp message'),
  'content.testimonial.create': msg('Added a testimonial'),
  'content.testimonial.update': msg('Changed a testimonial'),
  'content.testimonial.order': msg('Put the testimonials in order'),
  'content.testimonial.delete': msg('Removed a testimonial'),
  'interview.slot-open': msg('Opened a time for calls'),
  'interview.slots-open': msg('Opened times for calls'),
  'interview.slot-close': msg('Closed a time for calls'),
  'interview.confirm': msg('Confirmed an interview call'),
  'interview.decline': msg('Declined an interview call'),
  'interview.move': msg('Moved an interview call'),
  'interview.outcome': msg('Recorded an interview call’s outcome'),
  'sms.resend': msg('Sent a message again'),
  'staff.create': msg('Added a member of staff'),
  'staff.update': msg('Changed a member of staff'),
  'staff.sign-in': msg('Signed in'),
  'staff.reset-password': msg('Reset a password'),
  'staff.change-password': msg('Changed their password'),
  'staff.enrol-totp': msg('Set up an authenticator'),
};

/** The actions staff can filter by, in the order above. */
export const ACTION_CODES = Object.keys(ACTIONS);

/** An action in words; one this page does not know shows as its code. */
export const actionText = (action: string) => (ACTIONS[action] ? t(ACTIONS[action]) : action);

/** The subjects' kinds in words. */
const SUBJECTS: Record<string, string> = {
  application: msg('Application'),
  maid: msg('Maid'),
  staff: msg('Staff'),
  'price-list': msg('Price list'),
  link: msg('Link'),
  sms: msg('Message'),
  banner: msg('Banner'),
  faq: msg('FAQ'),
  faq_entry: msg('FAQ entry'),
  content_page: msg('Content page'),
  parameter: msg('Site setting'),
  resource: msg('Site document'),
  'whatsapp-config': msg('WhatsApp message'),
  'contact-number': msg('Contact number'),
  testimonial: msg('Testimonial'),
  interview: msg('Interview call'),
  'interview-slot': msg('Time for calls'),
};

export const subjectTypeText = (type: string) => (SUBJECTS[type] ? t(SUBJECTS[type]) : type);
