import { t } from './i18n';
import { TOAST_MS, type NotificationMessage } from './notifications';
import { escapeHtml } from './escape-html';

/**
 * The error catalogue of the spec's section 8 as one pure mapping: a failed call in, the toast,
 * navigation, captcha request and analytics it causes out. The request wrapper's error layer
 * (api-call.ts) carries the outcome out.
 */
export interface FailedCall {
  status: number;
  message: string;
  captchaId?: string | null;
  captchaAttachmentUuid?: string | null;
  /** From the main site info: NOTIFICATION toasts stay 300 s when the site sends people to WhatsApp. */
  redirectToWhatsapp?: boolean;
  /** The WhatsApp link that replaces '@whats_app_us@'. */
  whatsappUrl: string;
}

export type CatalogueRow =
  | 'notification'
  | 'bad-request'
  | 'captcha-invalid'
  | 'captcha-required'
  | 'connection'
  | 'server';

export interface ErrorOutcome {
  row: CatalogueRow;
  toast?: NotificationMessage;
  navigateTo?: string;
  captcha?: { captchaId: string; attachmentUuid: string | null };
  /** Push a site_error analytics event. */
  siteError: boolean;
}

export const INVALID_CAPTCHA_ANSWER = 'INVALID CAPTCHA ANSWER!';
const SERVICE_UNAVAILABLE = 503;
const NOTIFICATION_PREFIX = 'NOTIFICATION:';
const WHATSAPP_TOKEN = '@whats_app_us@';

interface NotificationBody {
  errorMessage?: string;
  infoMessage?: string;
  appId?: string;
  goToPage?: string;
}

function parseNotification(message: string): NotificationBody | undefined {
  if (!message.startsWith(NOTIFICATION_PREFIX)) return undefined;
  try {
    const parsed: unknown = JSON.parse(message.slice(NOTIFICATION_PREFIX.length));
    return parsed && typeof parsed === 'object' ? (parsed as NotificationBody) : undefined;
  } catch {
    return undefined;
  }
}

/** goToPage comes from the server; only a path on this site is followed. */
function sitePath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const path = value.startsWith('/') ? value : `/${value}`;
  return /^\/(?![/\\])[^\s\\]*$/.test(path) ? path : undefined;
}

function withWhatsappLink(text: string, whatsappUrl: string): string {
  const link = `<a href="${escapeHtml(whatsappUrl)}">${escapeHtml(t('WhatsApp us'))}</a>`;
  return escapeHtml(text).split(escapeHtml(WHATSAPP_TOKEN)).join(link);
}

export function describeApiError(call: FailedCall): ErrorOutcome {
  const { status, message } = call;
  if (status === 400) {
    const body = parseNotification(message);
    if (body && (body.errorMessage || body.infoMessage)) {
      const isError = Boolean(body.errorMessage);
      const appId = typeof body.appId === 'string' || typeof body.appId === 'number' ? String(body.appId) : undefined;
      return {
        row: 'notification',
        toast: {
          type: isError ? 'error' : 'info',
          html: withWhatsappLink((isError ? body.errorMessage : body.infoMessage)!, call.whatsappUrl),
          duration: call.redirectToWhatsapp ? TOAST_MS.whatsapp : TOAST_MS.long,
          align: 'top-center',
        },
        navigateTo: appId ? `/app?appId=${encodeURIComponent(appId)}` : (sitePath(body.goToPage) ?? '/hire-maid'),
        siteError: false,
      };
    }
    return { row: 'bad-request', toast: { type: 'danger', html: escapeHtml(message), duration: TOAST_MS.medium }, siteError: false };
  }
  if (status === 401 && call.captchaId) {
    const captcha = { captchaId: call.captchaId, attachmentUuid: call.captchaAttachmentUuid ?? null };
    if (message === INVALID_CAPTCHA_ANSWER) {
      return { row: 'captcha-invalid', toast: incorrectCodeToast(), captcha, siteError: false };
    }
    return { row: 'captcha-required', captcha, siteError: false };
  }
  // 503 is a pause, not a fault: the server answers it while its database is unreachable, and a
  // load balancer while no server is ready. The person is told to refresh, as when offline
  // (docs/decisions/2026-11-23-database-outage.md).
  if (status >= 500 && status !== SERVICE_UNAVAILABLE) {
    return {
      row: 'server',
      toast: {
        type: 'danger',
        title: t('Oops. Looks like something went wrong.'),
        html: escapeHtml(t('Please WhatsApp us to complete your transaction.')),
        duration: TOAST_MS.sticky,
      },
      siteError: true,
    };
  }
  // Status 0 (offline, timed out), 503 and every 4xx the rows above do not handle.
  return {
    row: 'connection',
    toast: {
      type: 'danger',
      title: t('Connection error: Please refresh'),
      html: escapeHtml(t('If the error continues, please WhatsApp us to complete your transaction.')),
      duration: TOAST_MS.sticky,
    },
    siteError: true,
  };
}

/** The captcha answer rule's toast (section 5), also shown for a wrong answer. */
export function incorrectCodeToast(): NotificationMessage {
  return { type: 'danger', title: t('Incorrect code'), duration: TOAST_MS.medium };
}

/** A generic helper failure: a short danger toast with the error's text. */
export function helperFailureToast(error: unknown): NotificationMessage {
  const text = error instanceof Error ? error.message : String(error);
  return { type: 'danger', html: escapeHtml(text), duration: TOAST_MS.short };
}
