import { msg } from '../../../shared/i18n/msg';

/**
 * Texts that come with the agency's data rather than the code, as the demo catalogue and the
 * demo price lists word them: the catalogue's tabs, nationalities, languages and their levels,
 * the services and the price items. Listed here so the catalogues translate them; the pages pass
 * the data through t(), and a label staff write later that no catalogue has shows as written.
 * Nothing imports this file: it is read by the extractor only (source-messages.ts).
 */
export const DATA_TEXTS = [
  // The hire-maid tabs (matching types) and nationalities (seed/nationalities.ts).
  msg('Filipina'),
  msg('African'),
  msg('Ethiopian'),
  msg('Asian'),
  msg('Indonesian'),
  msg('Sri Lankan'),
  msg('Indian'),
  msg('Kenyan'),
  msg('Ugandan'),
  msg('Ghanaian'),
  msg('Burmese'),
  msg('Bangladeshi'),
  msg('Nepali'),
  // Languages and levels.
  msg('English'),
  msg('Arabic'),
  msg('Tagalog'),
  msg('Bahasa Indonesia'),
  msg('Sinhala'),
  msg('Hindi'),
  msg('Swahili'),
  msg('Luganda'),
  msg('Amharic'),
  msg('Twi'),
  msg('Bengali'),
  msg('Fluent'),
  msg('Good'),
  msg('Basic'),
  msg('Native'),
  // Services (src/server/modules/application/signed-form-facts.ts) and the demo price items (src/server/seed/prices.ts).
  msg('Live-in maid'),
  msg('Live-out maid'),
  msg('Nanny'),
  msg('Entry permit and residence visa'),
  msg('Medical test and Emirates ID'),
  msg('Health insurance'),
  msg('Replacements whenever you need one'),
  msg('Filipina offer: AED 200 off the first month'),
];
