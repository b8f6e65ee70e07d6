import { HttpError } from '../http/errors.js';
import type { Language } from '../../shared/tracking.js';
import { hasTranslation, t, type MessageVars } from './t.js';

/** The key and values of a refusal whose English has values in it (tRefusal). */
const withValues = new WeakMap<Error, { english: string; vars: MessageVars }>();

/**
 * A refusal a family reads, with values in its text: the English now (logs, tests, English
 * callers) and its key and values, so the error handler can write it in the caller's language.
 */
export function tRefusal(statusCode: number, english: string, vars: MessageVars): HttpError {
  const error = new HttpError(statusCode, t('en', english, vars));
  withValues.set(error, { english, vars });
  return error;
}

/** "field: text", the shape a form puts beside its field (web: errors-of.ts). */
const FIELD_REFUSAL = /^([A-Za-z][\w.]*): (.+)$/s;

/**
 * A refusal's message in `lang`, its shape kept: a known text is translated, a "field: text"
 * keeps its field and translates its text, anything else (technical words for developers, the
 * name of a parameter) stays as it is. English in, English out.
 */
export function refusalIn(lang: Language, error: Error, message: string): string {
  if (lang === 'en') return message;
  const known = withValues.get(error);
  if (known) return t(lang, known.english, known.vars);
  if (hasTranslation(lang, message)) return t(lang, message);
  const field = FIELD_REFUSAL.exec(message);
  if (field && hasTranslation(lang, field[2]!)) return `${field[1]}: ${t(lang, field[2]!)}`;
  return message;
}
