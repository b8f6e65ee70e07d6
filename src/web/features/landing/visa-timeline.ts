import { SITE_PARAMETER_CODES } from '../../../shared/api/constants';
import { VISA_WAITS } from '../../../shared/application/visa-waits';

/** The visa facts of the landing page, from the site parameters (spec sections 3, 4 and 9). */

/** The licence number the trust section shows (a site parameter staff set in the back office). */
export const LICENCE_NUMBER_CODE = 'licence_number';

/** The site parameter codes the landing page reads: all seven of the spec, and the licence number. */
export const LANDING_PARAMETER_CODES = [...SITE_PARAMETER_CODES, LICENCE_NUMBER_CODE] as const;

function whole(value: string | undefined): number | undefined {
  if (value === undefined || !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return undefined;
  return Number(value);
}

/** The visa ETA in days: shown only when its value is above 0 and equals the show value. */
export function visaEta(params: ReadonlyMap<string, string>): number | undefined {
  const value = whole(params.get('sites_visa_eta_value'));
  const show = whole(params.get('sites_visa_eta_show'));
  return value !== undefined && value > 0 && value === show ? value : undefined;
}

/** The wait-day count of each visa stage that has a sensible value (a whole number, 0 or more). */
export function visaStages(params: ReadonlyMap<string, string>): Array<{ code: string; title: string; days: number }> {
  return VISA_WAITS.flatMap((s) => {
    const days = whole(params.get(s.code));
    return days !== undefined && Number.isInteger(days) && days >= 0 ? [{ ...s, days }] : [];
  });
}

/**
 * The days of the 'Visa ready in about N days' headline: the stages listed below it add up to it,
 * so the two never disagree; the ETA parameter alone when no stage has a value. Shown only when
 * the ETA shows (visaEta).
 */
export function visaHeadlineDays(params: ReadonlyMap<string, string>): number | undefined {
  const eta = visaEta(params);
  if (eta === undefined) return undefined;
  const stages = visaStages(params);
  return stages.length > 0 ? stages.reduce((sum, s) => sum + s.days, 0) : eta;
}

/** sites_call_us_show: the phone number shows unless the parameter says otherwise. */
export function showCallUs(params: ReadonlyMap<string, string>): boolean {
  const v = params.get('sites_call_us_show')?.trim().toLowerCase();
  return v === undefined || !['false', '0', 'no', ''].includes(v);
}
