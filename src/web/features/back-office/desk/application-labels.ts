import { EMIRATE_LABELS, type Emirate } from '../../../../shared/application/constants';
import { formatAed } from '../../../../shared/pricing/money';
import { msg } from '../../../../shared/i18n/msg';
import { canonicalStep, type Step } from '../../../../shared/workflow/steps';
import { t } from '../../../lib/i18n';

/** What the applications desk shows of a value: steps, emirates, times and money in words. */

/**
 * Each step of the application in the words staff use: what the family is doing or has done
 * there, never the workflow's name ("GENERIC_ROUTER" is the family moving between steps).
 */
const STEP_LABELS: Record<Step, string> = {
  HIRE_MAID: msg('Maid and price'),
  REQUIRED_DOCUMENTS: msg('Documents (Emirates ID, passport)'),
  BANK_INFO: msg('Bank details'),
  IBAN_VALIDATION: msg('IBAN check'),
  CREDIT_CARD_INFO: msg('Card details'),
  CHECK_OTP: msg('Card code check'),
  SIGN_DIRECT_DEBIT: msg('Direct debit signature'),
  CONFIRM_MAID_ARRIVAL: msg('Arrival date confirmation'),
  SIGN_MONTHLY_PAYMENTS: msg('Monthly payment forms'),
  SEND_SMS: msg('Signing link to the spouse'),
  SMS_SENT: msg('Signing link sent to the spouse'),
  MAID_ARRIVAL: msg('Arrival date'),
  CLIENT_ADDRESS: msg('Home address'),
  CONFIRM_MAID_ARRIVAL_AFTER_CLIENT_ADDRESS: msg('Arrival date, checked after the address'),
  CLIENT_PHONE_NUMBER: msg('Mobile number'),
  CLIENT_WHATSAPP_NUMBER: msg('WhatsApp number'),
  CLIENT_SPOUSE_NUMBER: msg('Spouse’s number'),
  SPOUSE_DID_NOT_SIGN_YET: msg('Waiting for the spouse to sign'),
  MOST_HATED_MATCHING_TYPE: msg('Maids they would rather not have'),
  HOW_DID_HEAR_ABOUT_US: msg('How they heard of us'),
  END_WORK_FLOW: msg('Finished'),
  END_WORK_FLOW_FOR_SIGN_ONLY: msg('Finished by the spouse'),
  GENERIC_ROUTER: msg('Between two steps'),
  ABU_DHABI_MISMATCHED: msg('Abu Dhabi address, maid not for Abu Dhabi'),
  CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT: msg('Arrival date of a replacement maid'),
};

/** A step in staff's words; a name this version does not know shows as written. */
export const stepText = (step: string) => {
  const known = canonicalStep(step);
  return known ? t(STEP_LABELS[known]) : step;
};

export const statusText = (status: string) => (status === 'submitted' ? t('Submitted') : status === 'pending' ? t('In progress') : status);

export const emirateText = (emirate: string | null) => (emirate ? t(EMIRATE_LABELS[emirate as Emirate] ?? emirate) : '—');

const dubaiTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', dateStyle: 'medium', timeStyle: 'short' });

/** A time on Dubai's clock, as the agency reads it. */
export const timeText = (iso: string | null) => (iso ? dubaiTime.format(new Date(iso)) : '—');

export const moneyText = (fils: number | null | undefined) => (fils === null || fils === undefined ? '—' : formatAed(fils));

export const documentText = (kind: string) =>
  ({ emirates_id_front: t('Emirates ID, front'), emirates_id_back: t('Emirates ID, back'), passport: t('Passport'), visa: t('Visa') })[kind] ?? kind;
