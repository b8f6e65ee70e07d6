import { formatAed, formatVatRate, type Quote, type QuoteLine } from '../../../../shared/pricing/price-list';
import { t } from '../../../lib/i18n';
import { untranslatedLanguages } from '../../../../shared/i18n/localized-text';
import { NeedsTranslation } from '../shared/localized-text-field';
import own from './prices.module.css';

/** A signed amount: 'AED 210' or '−AED 210'. */
const signed = (fils: number) => (fils < 0 ? `−${formatAed(-fils)}` : formatAed(fils));

const withVat = (line: QuoteLine) =>
  line.vatFils === 0 ? signed(line.amountFils) : t('{amount} with VAT', { amount: signed(line.amountFils + line.vatFils) });

/** A list's figures as the site shows them to a family (quote() of src/shared/pricing/price-list.ts), each label in English with the languages it still lacks. */
export function FamilyView({ quote }: { quote: Quote }) {
  const untranslated = quote.included.filter((item) => untranslatedLanguages(item).length > 0);
  return (
    <div className={own.family}>
      <dl className={own.figures}>
        <div>
          <dt>{t('Monthly fee')}</dt>
          <dd>{formatAed(quote.monthlyFeeFils)}</dd>
        </div>
        <div>
          <dt>{t('VAT {rate}', { rate: formatVatRate(quote.vatBasisPoints) })}</dt>
          <dd>{formatAed(quote.monthlyVatFils)}</dd>
        </div>
        <div className={own.total}>
          <dt>{t('Monthly total')}</dt>
          <dd>{formatAed(quote.monthlyTotalFils)}</dd>
        </div>
        {quote.firstMonthTotalFils !== quote.monthlyTotalFils && (
          <div>
            <dt>{t('First month')}</dt>
            <dd>{formatAed(quote.firstMonthTotalFils)}</dd>
          </div>
        )}
        <div className={own.total}>
          <dt>{t('First payment')}</dt>
          <dd>{formatAed(quote.firstPaymentFils)}</dd>
        </div>
      </dl>
      {quote.firstMonthChanges.length + quote.oneOffCharges.length > 0 && (
        <ul className={own.lines}>
          {[...quote.firstMonthChanges, ...quote.oneOffCharges].map((line) => (
            <li key={line.code}>
              {line.label.en}: <strong>{withVat(line)}</strong> <NeedsTranslation text={line.label} />
            </li>
          ))}
        </ul>
      )}
      {quote.included.length > 0 && <p className={own.included}>{t('Included: {items}', { items: quote.included.map((item) => item.en).join(', ') })}</p>}
      {untranslated.length > 0 && (
        <ul className={own.lines}>
          {untranslated.map((item) => (
            <li key={item.en}>
              {item.en} <NeedsTranslation text={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
