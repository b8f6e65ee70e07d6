import { urlOf } from '../../shared/api/contract.js';
import { downloadResource } from '../../shared/api/resources/contracts.js';
import type { Config } from '../config.js';
import { redirectLinks } from '../db/schema.js';
import type { Tx } from './catalogue.js';
import { demoContactNumbers } from './site-config.js';

type Row = typeof redirectLinks.$inferInsert;

const resource = (code: string) => urlOf(downloadResource, {}, { code });
const digits = (phone: string) => phone.replace(/[^\d+]/g, '');
const pad = (n: number) => String(n).padStart(2, '0');

/** The spec's external redirects (section 2): phone, WhatsApp, document and review links. */
export function externalRedirects(config: Config): Row[] {
  const lines = Object.fromEntries(demoContactNumbers(config).map((l) => [l.code, l]));
  const tel = (code: string) => `tel:${digits(lines[code]!.phone)}`;
  const chat = (slug: string, code: string, message: string): Row => ({
    slug,
    kind: 'whatsapp',
    targetUrl: lines[code]!.whatsapp,
    message,
  });
  const link = (slug: string, targetUrl: string, kind: Row['kind'] = 'external', desktopUrl?: string): Row => ({
    slug,
    kind,
    targetUrl,
    desktopUrl: desktopUrl ?? null,
  });
  const review = 'https://www.google.com/maps/search/?api=1&query=Sunrise+Maids+Dubai';
  return [
    link('call_us', tel('default')),
    link('callus', tel('default')),
    link('talk_to_us', tel('default')),
    link('new-call', tel('default')),
    chat('cancellation', 'nb1', "Hi, I'd like to talk about cancelling my maid service."),
    chat('support', 'nb1', 'Hi, I need help with my maid service.'),
    chat('whatsapp', 'default', "Hi, I'd like to hire a full-time maid."),
    link('client-relations-call', tel('nb1')),
    chat('client-relations-chat', 'nb1', 'Hi, I have a question about my contract.'),
    link('maid-relations-call', tel('nb3')),
    chat('maid-relations-chat', 'nb3', 'Hi, I have a question about my maid.'),
    link('reviews', review),
    link('Google', review),
    link('reviewus', review),
    link('visaportal', 'https://smartservices.icp.gov.ae/'),
    link('ccapp', 'https://play.google.com/store/apps/details?id=ae.sunrisemaids.client', 'external', '/app-download'),
    link('trade-license', resource('trade_license'), 'document'),
    link('visa-sample', resource('visa_sample'), 'document'),
    link('offer-letter-sample', resource('offer_letter_sample'), 'document'),
    link('agreement-sample', resource('flixeble_package_contract_sample'), 'document'),
    link('dd-sample', resource('dd_sample'), 'document'),
    link('nas-insurance-list', resource(`${config.PRODUCT_SLUG}_site_insurance`), 'document'),
    link('attested-contract', resource('attested_contract'), 'document'),
    link('patiencetips', resource('patience_tips'), 'document'),
    link('poea', 'https://dmw.gov.ph/'),
    chat('maid-visa-apply', 'nb5', "Hi, I'd like to apply for a visa for my maid."),
    link('all-locations', '/locations'),
  ];
}

/** About 130 QR and campaign slugs, each to a WhatsApp chat with a preset message. */
export function campaignSlugs(config: Config): Row[] {
  const rows: Row[] = [];
  const sales = config.SITE_WHATSAPP;
  for (let n = 1; n <= 37; n++) {
    rows.push({
      slug: `qr${pad(n)}`,
      kind: 'whatsapp',
      targetUrl: sales,
      message: `Hi, I scanned QR code ${n} and I'd like to hire a full-time maid.`,
    });
  }
  rows.push(
    { slug: 'wa-1', kind: 'whatsapp', targetUrl: '971500000005', product: 'nanny_visa', message: "Hi, I'd like to get a visa for my nanny." },
    { slug: 'wa-2', kind: 'whatsapp', targetUrl: '971500000005', product: 'maid_visa', message: "Hi, I'd like to get a visa for my maid." },
    { slug: 'wa-3', kind: 'whatsapp', targetUrl: '971500000005', product: 'driver_visa', message: "Hi, I'd like to get a visa for my driver." },
  );
  for (let n = 1; n <= 40; n++) {
    rows.push({
      slug: `mv-${pad(n)}`,
      kind: 'whatsapp',
      targetUrl: '971500000005',
      message: `Hi, I'd like to get a visa for my maid (ref mv-${pad(n)}).`,
    });
  }
  for (let n = 1; n <= 50; n++) {
    rows.push({
      slug: `hp-${pad(n)}`,
      kind: 'whatsapp',
      targetUrl: sales,
      message: `Hi, I'd like to hire a full-time maid (ref hp-${pad(n)}).`,
    });
  }
  return rows;
}

export async function insertRedirectLinks(tx: Tx, config: Config): Promise<void> {
  await tx.insert(redirectLinks).values([...externalRedirects(config), ...campaignSlugs(config)]);
}
