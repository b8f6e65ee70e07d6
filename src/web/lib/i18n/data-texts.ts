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
  // The extra phrases of the card's info line (seed/make-maids.ts).
  msg('Can cook Arabic food'),
  msg('Has a driving licence'),
  msg('Good with elderly care'),
  msg('Loves pets'),
  msg('Can help children with homework'),
  msg('Experienced with large villas'),
  msg('Can cook continental food'),
  msg('Worked in the UAE before'),
  msg('Experienced with newborns'),
  msg('Experienced with twins'),
  msg('First-aid trained'),
  msg('Montessori course'),
  msg('Can cook Filipino food'),
  msg('Can cook Indonesian food'),
  msg('Can cook Indian food'),
  msg('Can cook Sri Lankan food'),
  msg('Can cook Ethiopian food'),
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
