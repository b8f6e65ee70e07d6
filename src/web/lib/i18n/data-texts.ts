import { msg } from '../../../shared/i18n/msg';

/**
 * Texts that come with the agency's data rather than the code, as the demo catalogue and the
 * demo data words them: the catalogue's tabs, nationalities, languages and their levels, and the
 * services. Listed here so the catalogues translate them; the pages pass the data through t(),
 * and a label staff write later that no catalogue has shows as written. The card phrases and the
 * price items are not here: staff write those in every language (issue 31) and the API sends
 * the family's.
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
  // The countries of her work experience (seed/maid-profile.ts).
  msg('United Arab Emirates'),
  msg('Saudi Arabia'),
  msg('Kuwait'),
  msg('Qatar'),
  msg('Oman'),
  msg('Bahrain'),
  msg('Hong Kong'),
  msg('Singapore'),
  msg('Lebanon'),
  msg('Jordan'),
  // Services (src/server/modules/application/signed-form-facts.ts).
  msg('Live-in maid'),
  msg('Live-out maid'),
  msg('Nanny'),
];
