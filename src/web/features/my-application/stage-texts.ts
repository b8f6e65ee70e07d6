import type { Stage } from '../../../shared/application/stages';
import { msg } from '../../lib/i18n';

/** What the family does next at each stage, in English (the translation layer's keys). */
export const NEXT_STEP: Record<Stage, string> = {
  submitted: msg('Nothing for now. We are checking your documents and will call you within one working day.'),
  documents_checked: msg('Your documents are in order. We will send you the contract to sign: keep your phone close.'),
  contract_signed: msg('Thank you for signing. We are starting your maid’s visa and will tell you when we need you.'),
  visa_in_process: msg('Be ready for our calls: we agree with you the days of her medical test and of her fingerprints at our centre.'),
  maid_arrived: msg('Your maid is with you. Tell us in the first days if anything is not right.'),
  completed: msg('All done. We are here whenever you need us.'),
  cancelled: msg('This application was cancelled. Talk to us if you would like to start again.'),
};

export const DOCUMENT_NAMES: Record<string, string> = {
  emirates_id_front: msg('Emirates ID (front)'),
  emirates_id_back: msg('Emirates ID (back)'),
  passport: msg('Passport'),
  visa: msg('Residence visa'),
};
