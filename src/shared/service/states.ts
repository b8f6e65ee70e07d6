import { msg } from '../i18n/msg.js';

/** The states and kinds of the service after arrival (issue 29), with the words families and staff read. */

export const SERVICE_STATUSES = ['active', 'cancelled'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const SERVICE_REQUEST_KINDS = ['replacement', 'cancellation', 'problem'] as const;
export type ServiceRequestKind = (typeof SERVICE_REQUEST_KINDS)[number];

export const SERVICE_REQUEST_STATUSES = ['open', 'done'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/** Why a family asks for another maid. */
export const REPLACEMENT_REASONS = {
  skills: msg('Her cooking, cleaning or childcare is not what we need'),
  language: msg('We cannot understand each other'),
  attitude: msg('Her attitude or behaviour'),
  health: msg('She is unwell or cannot work'),
  wants_to_leave: msg('She wants to leave'),
  other: msg('Another reason'),
} as const;
export type ReplacementReason = keyof typeof REPLACEMENT_REASONS;

/** What a family can report. */
export const PROBLEM_CATEGORIES = {
  maid: msg('About the maid'),
  payment: msg('A payment or debit'),
  documents: msg('Her visa or documents'),
  other: msg('Something else'),
} as const;
export type ProblemCategory = keyof typeof PROBLEM_CATEGORIES;
