import type { Stage } from '../../../shared/application/stages.js';
import type { Language } from '../../../shared/tracking.js';
import { msg, t } from '../../i18n/t.js';

/**
 * Every SMS the site sends to a family or a spouse, in the family's language (the application's,
 * or the request's when they act). Numbers, references and links are placed, never translated.
 */

/** The stages by name as the family reads them: the same words as shared/application/stages.ts (a test keeps them so). */
export const STAGE_NAMES: Record<Stage, string> = {
  submitted: msg('Submitted'),
  documents_checked: msg('Documents checked'),
  contract_signed: msg('Contract signed'),
  visa_in_process: msg('Visa in process'),
  maid_arrived: msg('Maid arrived'),
  completed: msg('Completed'),
  cancelled: msg('Cancelled'),
};

/** A stage change of the desk: what changed, and the link to the client's status page. */
export function stageSmsText(lang: Language, site: string, reference: string, to: Stage, url: string): string {
  if (to === 'cancelled') return t(lang, '{site}: your maid application {reference} has been cancelled. See the details: {url}', { site, reference, url });
  return t(lang, '{site}: your maid application {reference} is now at “{stage}”. See the details: {url}', {
    site,
    reference,
    url,
    stage: t(lang, STAGE_NAMES[to]),
  });
}

/** SEND_SMS on a computer: the link that continues the application on the client's phone. */
export const continueOnPhoneText = (lang: Language, site: string, reference: string, url: string) =>
  t(lang, '{site}: continue your maid application {reference} on your phone: {url}', { site, reference, url });

/** SEND_SMS for a spouse (wa): the link to sign the monthly payment forms. */
export const spouseSignText = (lang: Language, site: string, reference: string, url: string) =>
  t(lang, "{site}: please sign the monthly payment forms for your family's new maid (reference {reference}): {url}", { site, reference, url });

/** The card's one-time code (CREDIT_CARD_INFO); the test-mode mark stays English, as the agency's own. */
export const cardCodeText = (lang: Language, otp: string, minutes: number, testMode: boolean, hosted = false) =>
  `${testMode ? '[TEST MODE] ' : ''}${
    hosted
      ? t(lang, 'Your code to confirm this number for your card payment links is {otp}. It is valid for {minutes} minutes.', { otp, minutes })
      : t(lang, 'Your card verification code is {otp}. It is valid for {minutes} minutes.', { otp, minutes })
  }`;

/** A returning client's code for the documents on file. */
export const existingClientCodeText = (lang: Language, otp: string, minutes: number) =>
  t(lang, 'Your code to use the documents we have on file is {otp}. It is valid for {minutes} minutes.', { otp, minutes });
