import type { Config } from '../config.js';
import { contactNumbers, mainSiteConfig, siteParameters, whatsappConfigs } from '../db/schema.js';
import type { Tx } from './catalogue.js';

/** Sites parameters: the spec's seven codes (the ETA shows: value > 0 and equal to show) plus the Google rating and the licence number. */
export const DEMO_SITE_PARAMETERS: Record<string, string> = {
  sites_visa_eta_value: '5',
  sites_visa_eta_show: '5',
  sites_wait_after_paying_visa: '2',
  sites_wait_after_medical_visa: '1',
  sites_wait_after_sending_passport: '3',
  sites_wait_after_visit_center: '1',
  sites_call_us_show: 'true',
  google_rating: '4.8',
  google_review_count: '2315',
  google_review_url: 'https://www.google.com/maps/search/?api=1&query=Sunrise+Maids+Dubai',
  // A placeholder (as on the demo trade licence PDF): staff set the real one in the back office.
  licence_number: '000000',
};

/** Demo contact lines: neutral UAE numbers (the 000 exchange is not in service). */
export function demoContactNumbers(config: Config) {
  return [
    { code: 'default', phone: config.SITE_PHONE, whatsapp: config.SITE_WHATSAPP, label: 'Sales' },
    { code: 'nb1', phone: '+971 4 000 0001', whatsapp: '971500000001', label: 'Client relations' },
    { code: 'nb2', phone: '+971 4 000 0002', whatsapp: '971500000002', label: 'OEC and maid documents' },
    { code: 'nb3', phone: '+971 4 000 0003', whatsapp: '971500000003', label: 'Maid relations' },
    { code: 'nb4', phone: '+971 2 000 0004', whatsapp: '971500000004', label: 'Abu Dhabi centre' },
    { code: 'nb5', phone: '+971 4 000 0005', whatsapp: '971500000005', label: 'Visa services' },
  ];
}

export async function insertSiteConfig(tx: Tx, config: Config): Promise<void> {
  await tx.insert(siteParameters).values(Object.entries(DEMO_SITE_PARAMETERS).map(([code, value]) => ({ code, value })));
  await tx.insert(mainSiteConfig).values({
    id: 1,
    hideWhatsappButton: false,
    redirectToWhatsapp: false,
    contactNumber: config.SITE_PHONE,
    whatsappNumber: config.SITE_WHATSAPP,
  });
  await tx.insert(contactNumbers).values(demoContactNumbers(config));
  await tx.insert(whatsappConfigs).values([
    {
      whatsappNumber: config.SITE_WHATSAPP,
      whatsappMessage: {
        en: "Hi, I'd like to hire a full-time maid.",
        ar: 'مرحبًا، أودّ استقدام عاملة منزلية بدوام كامل.',
        hi: 'नमस्ते, मुझे पूर्णकालिक घरेलू सहायिका रखनी है।',
        ru: 'Здравствуйте, хочу нанять домработницу на полный день.',
        fr: 'Bonjour, je souhaiterais engager une employée de maison à temps plein.',
      },
    },
    {
      isForLandingPage: true,
      whatsappNumber: config.SITE_WHATSAPP,
      whatsappMessage: {
        en: "Hi, I'd like to know more about hiring a maid or getting a maid visa.",
        ar: 'مرحبًا، أودّ معرفة المزيد عن استقدام عاملة منزلية أو استخراج تأشيرة لعاملة منزلية.',
        hi: 'नमस्ते, मुझे घरेलू सहायिका रखने या उसका वीज़ा बनवाने के बारे में और जानकारी चाहिए।',
        ru: 'Здравствуйте, хочу узнать больше о найме домработницы или об оформлении визы для неё.',
        fr: "Bonjour, je souhaiterais en savoir plus sur l'embauche d'une employée de maison ou l'obtention de son visa.",
      },
    },
    {
      websiteType: config.PRODUCT_SLUG,
      whatsappNumber: '971500000005',
      whatsappMessage: {
        en: "Hi, I'd like to get a visa for my maid.",
        ar: 'مرحبًا، أودّ استخراج تأشيرة لعاملتي المنزلية.',
        hi: 'नमस्ते, मुझे अपनी घरेलू सहायिका के लिए वीज़ा बनवाना है।',
        ru: 'Здравствуйте, хочу оформить визу для своей домработницы.',
        fr: 'Bonjour, je souhaiterais obtenir un visa pour mon employée de maison.',
      },
    },
    {
      affiliateEventCode: 'MerrittGroup',
      whatsappNumber: config.SITE_WHATSAPP,
      // The partner's name stays as it is written: a name is not translated.
      whatsappMessage: {
        en: "Hi, Merritt Group sent me. I'd like to hire a full-time maid.",
        ar: 'مرحبًا، أرسلتني Merritt Group. أودّ استقدام عاملة منزلية بدوام كامل.',
        hi: 'नमस्ते, मुझे Merritt Group ने भेजा है। मुझे पूर्णकालिक घरेलू सहायिका रखनी है।',
        ru: 'Здравствуйте, меня направила компания Merritt Group. Хочу нанять домработницу на полный день.',
        fr: 'Bonjour, je viens de la part de Merritt Group. Je souhaiterais engager une employée de maison à temps plein.',
      },
    },
  ]);
}
