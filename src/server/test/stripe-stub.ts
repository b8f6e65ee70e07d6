import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One API call the stub received (the hosted page's own requests are not API calls). */
export interface StripeStubRequest {
  method: string;
  path: string;
  authorization: string;
  idempotencyKey: string;
  /** The form body as the SDK encodes it, flat: { 'line_items[0][price_data][unit_amount]': '12345', … }. */
  form: Record<string, string>;
}

/** The Checkout Session as the stub keeps it: the fields of Stripe's object that we read. */
export interface StubSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  url: string;
  payment_intent: string | null;
  created: number;
  livemode: false;
}

export interface StubRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
  idempotencyKey: string;
}

/** A webhook call the stub made, and what the site answered (status 0: it could not be reached). */
export interface StubDelivery {
  eventId: string;
  type: string;
  status: number;
  body: string;
}

export interface SignOptions {
  /** Sign with another secret (a forgery). */
  secret?: string;
  /** Unix seconds the signature claims (an old one is a replay); now by default. */
  timestamp?: number;
  /** A signature to put in the header instead of the computed one (a forgery). */
  signature?: string;
}

export interface DeliverOptions extends SignOptions {
  /** The Stripe-Signature header as is; null sends none. */
  header?: string | null;
}

/** A Stripe event as the API sends it to a webhook endpoint. */
export interface StubEvent {
  id: string;
  object: 'event';
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown> };
}

const random = () => randomBytes(12).toString('hex');
const now = () => Math.floor(Date.now() / 1000);
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const aed = (fils: number) => `AED ${(fils / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

class StubError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

function positiveInteger(form: Record<string, string>, name: string, fallback?: number): number {
  const raw = form[name];
  if (raw === undefined && fallback !== undefined) return fallback;
  if (raw === undefined) throw new StubError(400, `Missing required param: ${name}.`, name, 'parameter_missing');
  if (!/^\d+$/.test(raw) || Number(raw) <= 0) throw new StubError(400, `Invalid positive integer: ${name}.`, name, 'parameter_invalid_integer');
  return Number(raw);
}

/**
 * Stripe's API for the card provider's tests, on 127.0.0.1: creating Checkout Sessions and
 * refunds (with the secret key and Idempotency-Key honoured as Stripe does), and a hosted page
 * per session (GET /checkout/:id, "Stripe test checkout") whose Pay button marks it paid, sends
 * a signed checkout.session.completed event to the webhook URL, and sends the browser to the
 * session's success URL. Tests may also sign and send events of their own (deliver,
 * signedDelivery): forged, old or repeated ones.
 */
export async function startStripeStub(options: { secretKey?: string; webhookSecret?: string; webhookUrl?: string } = {}) {
  const secretKey = options.secretKey ?? 'sk_test_stub';
  const webhookSecret = options.webhookSecret ?? 'whsec_stub';
  let webhookUrl = options.webhookUrl ?? null;
  const requests: StripeStubRequest[] = [];
  const sessions = new Map<string, StubSession>();
  /** The line's name, shown on the hosted page (Stripe keeps it in the session's line items). */
  const descriptions = new Map<string, string>();
  const refunds: StubRefund[] = [];
  const deliveries: StubDelivery[] = [];
  /** Stripe answers a repeated Idempotency-Key with the first answer, and does nothing again. */
  const idempotent = new Map<string, unknown>();
  let origin = '';

  function createSession(form: Record<string, string>): StubSession {
    if (form.mode !== 'payment') throw new StubError(400, 'The stub supports mode=payment only.', 'mode');
    const currency = form.currency ?? form['line_items[0][price_data][currency]'];
    if (!currency) throw new StubError(400, 'Missing required param: line_items[0][price_data][currency].', 'line_items[0][price_data][currency]', 'parameter_missing');
    if (form['line_items[0][price_data][currency]'] && form['line_items[0][price_data][currency]'] !== currency) {
      throw new StubError(400, 'The line item and the session have different currencies.', 'currency');
    }
    if (form['line_items[1][quantity]'] !== undefined) throw new StubError(400, 'The stub supports one line item.', 'line_items');
    const unitAmount = positiveInteger(form, 'line_items[0][price_data][unit_amount]');
    const quantity = positiveInteger(form, 'line_items[0][quantity]', 1);
    const name = form['line_items[0][price_data][product_data][name]'];
    if (!name) throw new StubError(400, 'Missing required param: line_items[0][price_data][product_data][name].', 'line_items[0][price_data][product_data][name]', 'parameter_missing');
    if (!form.success_url) throw new StubError(400, 'Missing required param: success_url.', 'success_url', 'parameter_missing');
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match) metadata[match[1]!] = value;
    }
    const id = `cs_test_${random()}`;
    const session: StubSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: unitAmount * quantity,
      amount_total: unitAmount * quantity,
      currency,
      client_reference_id: form.client_reference_id ?? null,
      metadata,
      success_url: form.success_url,
      cancel_url: form.cancel_url ?? null,
      url: `${origin}/checkout/${id}`,
      payment_intent: null,
      created: now(),
      livemode: false,
    };
    sessions.set(id, session);
    descriptions.set(id, name);
    return session;
  }

  function createRefund(form: Record<string, string>, idempotencyKey: string): StubRefund {
    const paymentIntent = form.payment_intent;
    if (!paymentIntent) throw new StubError(400, 'Missing required param: payment_intent.', 'payment_intent', 'parameter_missing');
    const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!session) throw new StubError(400, `No such payment_intent: '${paymentIntent}'`, 'payment_intent', 'resource_missing');
    const refunded = refunds.filter((r) => r.payment_intent === paymentIntent).reduce((sum, r) => sum + r.amount, 0);
    const amount = positiveInteger(form, 'amount', session.amount_total - refunded);
    if (amount > session.amount_total - refunded) {
      throw new StubError(400, `Refund amount (${aed(amount)}) is greater than unrefunded amount on charge (${aed(session.amount_total - refunded)})`, 'amount', 'amount_too_large');
    }
    const refund: StubRefund = { id: `re_test_${random()}`, object: 'refund', amount, currency: session.currency, payment_intent: paymentIntent, status: 'succeeded', created: now(), idempotencyKey };
    refunds.push(refund);
    return refund;
  }

  function makeEvent(type: string, object: Record<string, unknown>): StubEvent {
    return { id: `evt_test_${random()}`, object: 'event', type, api_version: Stripe.API_VERSION, created: now(), livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object } };
  }

  function signedDelivery(event: StubEvent | string, sign: SignOptions = {}) {
    const body = typeof event === 'string' ? event : JSON.stringify(event, null, 2);
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: sign.secret ?? webhookSecret, timestamp: sign.timestamp, signature: sign.signature });
    return { body, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header } };
  }

  async function deliver(event: StubEvent | string, options: DeliverOptions = {}): Promise<StubDelivery> {
    if (!webhookUrl) throw new Error('The Stripe stub has no webhook URL: pass webhookUrl to startStripeStub or call setWebhookUrl');
    const { body, headers } = signedDelivery(event, options);
    const sent: Record<string, string> = { 'content-type': headers['content-type'], 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' };
    const header = options.header === undefined ? headers['stripe-signature'] : options.header;
    if (header !== null) sent['stripe-signature'] = header;
    const parsed = JSON.parse(body) as { id?: string; type?: string };
    const delivery: StubDelivery = { eventId: String(parsed.id), type: String(parsed.type), status: 0, body: '' };
    try {
      const response = await fetch(webhookUrl, { method: 'POST', headers: sent, body, redirect: 'manual' });
      delivery.status = response.status;
      delivery.body = await response.text();
    } catch (err) {
      delivery.body = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
    }
    deliveries.push(delivery);
    return delivery;
  }

  /** What pressing Pay does: paid once; a second press sends nothing again. */
  async function pay(sessionId: string): Promise<StubDelivery | null> {
    const session = sessions.get(sessionId);
    if (!session) throw new StubError(404, `No such checkout.session: '${sessionId}'`);
    if (session.payment_status === 'paid') return null;
    session.payment_status = 'paid';
    session.status = 'complete';
    session.payment_intent = `pi_test_${random()}`;
    const event = makeEvent('checkout.session.completed', { ...session });
    return webhookUrl ? deliver(event) : null;
  }

  function checkoutPage(session: StubSession): string {
    const amount = aed(session.amount_total);
    const paid = session.payment_status === 'paid';
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stripe test checkout</title></head>
<body style="font-family: sans-serif; max-inline-size: 28rem; margin: 2rem auto; padding: 0 1rem">
<h1>Stripe test checkout</h1>
<p>A local stand-in for Stripe's hosted page, for tests: no card, no money.</p>
<p>${escapeHtml(descriptions.get(session.id) ?? '')}</p>
<p>Amount: <strong>${amount}</strong></p>
${paid ? '<p>Paid.</p>' : `<form method="post" action="/checkout/${session.id}/pay"><button type="submit" style="min-block-size: 44px; min-inline-size: 8rem">Pay</button></form>`}
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : ''}
</body></html>`;
  }

  async function handle(req: http.IncomingMessage, raw: string, res: http.ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://stub').pathname;
    const page = /^\/checkout\/([^/]+)(\/pay)?$/.exec(path);
    if (page) {
      const session = sessions.get(page[1]!);
      if (!session) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No such checkout session');
      } else if (!page[2] && req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(session));
      } else if (page[2] && req.method === 'POST') {
        await pay(session.id);
        // Stripe fills in the session's id where the success URL asks for it.
        res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
      } else {
        res.writeHead(405).end();
      }
      return;
    }
    const form = Object.fromEntries(new URLSearchParams(raw));
    const idempotencyKey = String(req.headers['idempotency-key'] ?? '');
    requests.push({ method: req.method ?? '', path, authorization: String(req.headers.authorization ?? ''), idempotencyKey, form });
    res.setHeader('content-type', 'application/json');
    res.setHeader('request-id', `req_test_${random()}`);
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      res.statusCode = 401;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }));
      return;
    }
    const remembered = idempotent.get(`${path}\n${idempotencyKey}`);
    if (idempotencyKey && remembered) {
      res.setHeader('idempotent-replayed', 'true');
      res.end(JSON.stringify(remembered));
      return;
    }
    let answer: unknown;
    if (req.method === 'POST' && path === '/v1/checkout/sessions') answer = createSession(form);
    else if (req.method === 'POST' && path === '/v1/refunds') answer = createRefund(form, idempotencyKey);
    else throw new StubError(404, `Unrecognized request URL (${req.method ?? ''}: ${path}).`);
    if (idempotencyKey) idempotent.set(`${path}\n${idempotencyKey}`, answer);
    // Stripe's answers are snapshots: the object may change later, the answer does not.
    res.end(JSON.stringify(answer));
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      handle(req, raw, res).catch((err: unknown) => {
        const status = err instanceof StubError ? err.status : 500;
        const error = err instanceof StubError ? { type: 'invalid_request_error', message: err.message, param: err.param, code: err.code } : { type: 'api_error', message: String(err) };
        if (!res.headersSent) res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** The API base for STRIPE_API_BASE; the hosted pages are under it too. */
    url: origin,
    secretKey,
    webhookSecret,
    /** Every API call, in order. */
    requests,
    /** The sessions created, by id (the same key twice creates one). */
    sessions,
    refunds,
    /** Every webhook call, in order. */
    deliveries,
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    /** Presses Pay on a session's hosted page: paid, and the signed event sent (null when paid already or no webhook URL). */
    pay,
    /** An event of any type, as Stripe sends it. */
    makeEvent,
    /** The checkout.session.completed event for a session as it is now (pay it first for a paid one). */
    completedEvent(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No such checkout.session: ${sessionId}`);
      return makeEvent('checkout.session.completed', { ...session });
    },
    /** The body and headers of a webhook call, signed (or not quite: see SignOptions), for app.inject. */
    signedDelivery,
    /** Sends an event to the webhook URL, signed as Stripe does (or as `options` say). */
    deliver,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>;
