import { SITE_PARAMETERS, type SiteParameterCode } from '../../../shared/api/admin-content/schemas.js';
import { badRequest } from '../../http/errors.js';

/** A parameter's value as stored, checked by what it holds; a 400 says what is expected. */
export function checkedParameter(code: SiteParameterCode, raw: string): string {
  const value = raw.trim();
  switch (SITE_PARAMETERS[code].kind) {
    case 'days':
      if (!/^\d{1,3}$/.test(value) || Number(value) > 365) throw badRequest(`${code} is a number of days, 0 to 365.`);
      return String(Number(value));
    case 'boolean':
      if (value !== 'true' && value !== 'false') throw badRequest(`${code} is true or false.`);
      return value;
    case 'rating':
      if (!/^\d(\.\d)?$/.test(value) || Number(value) > 5) throw badRequest(`${code} is a rating from 0 to 5 with at most one decimal, e.g. 4.8.`);
      return value;
    case 'count':
      if (!/^\d{1,9}$/.test(value)) throw badRequest(`${code} is a whole number.`);
      return String(Number(value));
    case 'licence':
      if (!/^[A-Za-z0-9][A-Za-z0-9 /-]{0,39}$/.test(value)) throw badRequest(`${code} is the licence number as printed, letters, digits, spaces, / or -, at most 40 characters.`);
      return value;
    case 'url': {
      let url: URL | undefined;
      try {
        url = new URL(value);
      } catch {
        url = undefined;
      }
      if (!url || url.protocol !== 'https:') throw badRequest(`${code} is an https address.`);
      return url.toString();
    }
  }
}
