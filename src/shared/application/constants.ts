import { msg } from '../i18n/msg.js';
/** The hire application's plain constants (no zod, no heavy library): shared by the web app and the server. */

export const EMIRATES = ['ABU_DHABI', 'DUBAI', 'SHARJAH', 'AJMAN', 'UMM_AL_QUWAIN', 'RAS_AL_KHAIMAH', 'FUJAIRAH'] as const;
export type Emirate = (typeof EMIRATES)[number];
/** The emirates' names in English (the translation layer's keys). */
export const EMIRATE_LABELS: Record<Emirate, string> = {
  ABU_DHABI: msg('Abu Dhabi'),
  DUBAI: msg('Dubai'),
  SHARJAH: msg('Sharjah'),
  AJMAN: msg('Ajman'),
  UMM_AL_QUWAIN: msg('Umm Al Quwain'),
  RAS_AL_KHAIMAH: msg('Ras Al Khaimah'),
  FUJAIRAH: msg('Fujairah'),
};

export const ARRIVAL_WINDOWS = ['morning', 'afternoon', 'evening'] as const;
export const WINDOW_LABELS: Record<(typeof ARRIVAL_WINDOWS)[number], string> = {
  morning: msg('Morning (9 am – 12 pm)'),
  afternoon: msg('Afternoon (12 pm – 5 pm)'),
  evening: msg('Evening (5 pm – 9 pm)'),
};

export const DOCUMENT_KINDS = ['emirates_id_front', 'emirates_id_back', 'passport', 'visa'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const REQUIRED_DOCUMENT_KINDS: readonly DocumentKind[] = ['emirates_id_front', 'emirates_id_back', 'passport'];
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const HEARD_ABOUT_US_SOURCES = ['google', 'facebook', 'instagram', 'tiktok', 'youtube', 'friend', 'other'] as const;

/** Monthly payment forms signed one by one (signature index 1..N). */
export const MONTHLY_PAYMENT_FORMS = 3;

export const MAX_SIGNATURE_BYTES = 512 * 1024;

export const UAE_IBAN_LENGTH = 23;

/** Test mode's cards (the only payment provider shipped): no real money moves. */
export const TEST_CARDS = { approved: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** How long the hire application takes, in minutes: the start screen and the FAQ both say it. */
export const APPLICATION_MINUTES = 10;
