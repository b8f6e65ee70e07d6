import { EMIRATE_LABELS, type Emirate } from '../../../../shared/application/constants';
import { formatAed } from '../../../../shared/pricing/money';
import { t } from '../../../lib/i18n';

/** What the applications desk shows of a value: steps, emirates, times and money in words. */

/** CLIENT_ADDRESS → "Client address", through the translation layer. */
export const stepText = (step: string) =>
  t((step.charAt(0) + step.slice(1).toLowerCase().replace(/_/g, ' ')).replace(/\biban\b/i, 'IBAN').replace(/\bwhatsapp\b/i, 'WhatsApp').replace(/\bsms\b/i, 'SMS'));

export const statusText = (status: string) => (status === 'submitted' ? t('Submitted') : status === 'pending' ? t('In progress') : status);

export const emirateText = (emirate: string | null) => (emirate ? t(EMIRATE_LABELS[emirate as Emirate] ?? emirate) : '—');

const dubaiTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', dateStyle: 'medium', timeStyle: 'short' });

/** A time on Dubai's clock, as the agency reads it. */
export const timeText = (iso: string | null) => (iso ? dubaiTime.format(new Date(iso)) : '—');

export const moneyText = (fils: number | null | undefined) => (fils === null || fils === undefined ? '—' : formatAed(fils));

export const documentText = (kind: string) =>
  ({ emirates_id_front: t('Emirates ID, front'), emirates_id_back: t('Emirates ID, back'), passport: t('Passport'), visa: t('Visa') })[kind] ?? kind;
