import type { SignedForms } from '../../../shared/api/offer/schemas.js';
import type { SignedForm } from '../../../shared/application/signed-forms.js';
import type { Language } from '../../../shared/tracking.js';
import { loadSignedForms } from './signed-form-facts.js';
import { formTranslations, type FormTranslation } from './signed-form-translation.js';
import type { DbOrTx } from './tx.js';

/** A form as its reader sees it above the signature pad: the English that is signed, and beside it the translation (none in English). */
export type ShownForm = SignedForms['mandate'];

/** A form as it read when it was signed, and the language its translation is in. */
export type SignedFormText = { form: ShownForm; lang: Language };

const shown = (form: SignedForm, translation: FormTranslation | undefined): ShownForm => (translation ? { ...form, translation } : form);

/**
 * An application's forms as they read now, in `lang` (the application's language when absent):
 * what the signature steps show, and what a signature then keeps (SignedFormText).
 */
export async function loadFormsAsShown(
  db: DbOrTx,
  applicationId: string,
  creditor: string,
  lang?: Language,
): Promise<{ reference: string; lang: Language; mandate: ShownForm; monthly: ShownForm[] }> {
  const { forms, facts, reference, language } = await loadSignedForms(db, applicationId, creditor);
  const reader = lang ?? language;
  const translations = formTranslations(reader, facts);
  return {
    reference,
    lang: reader,
    mandate: shown(forms.mandate, translations?.mandate),
    monthly: forms.monthly.map((form, i) => shown(form, translations?.monthly[i])),
  };
}
