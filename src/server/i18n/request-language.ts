import fastifyCookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { chooseLanguage, LANG_COOKIE } from '../../shared/i18n/language-choice.js';
import type { Language } from '../../shared/tracking.js';

/**
 * The language of an API call: the visitor's kept choice, the lang cookie the page sets and the
 * browser sends with every call (shared/i18n/language-choice.ts). Read from the raw header, so it
 * works in scopes where @fastify/cookie is not registered (the app's error handler).
 */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers.cookie;
  const stored = header ? fastifyCookie.parse(header)[LANG_COOKIE] : undefined;
  return chooseLanguage(undefined, stored).lang;
}
