import type { $ZodType, input, output } from 'zod/v4/core';

/**
 * One contract per API call: its method, its path, and its details: the schemas of its path
 * parameters, query, body and of its answer per status, with its documentation. The server
 * registers each route from its contract (src/server/http/route.ts), the web calls
 * `api(contract, input)` (src/web/lib/api.ts), and the OpenAPI document is generated from the
 * registered routes. An API path is written in its contract and nowhere else.
 *
 * The details load through a dynamic import: a page that only calls the API needs the method and
 * the path, and carries no schema code or documentation on its first load. The server, and the
 * forms that check their input before sending it, load them.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every API path starts here; the server registers the API's routes in a scope with this prefix. */
export const API_PREFIX = '/api';

export type ResponseStatus = 200 | 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503 | '4xx' | '5xx';

export interface CallDetails {
  /** One line for the API's documentation. */
  summary: string;
  /** The documentation's section: the spec's area of the call. */
  tag: string;
  /** The body is a multipart form with one file, not JSON. */
  upload?: boolean;
  params?: $ZodType;
  query?: $ZodType;
  body?: $ZodType;
  /** The JSON answer by status. A call that answers with a file has none for 200 (see `file`). */
  responses: Partial<Record<ResponseStatus, $ZodType>>;
}

export interface Contract<S extends CallDetails = CallDetails> {
  readonly method: Method;
  /** The whole path, with `:name` for a path parameter: `/api/example/:id`. */
  readonly path: `/api/${string}`;
  /** The call answers with a file of these types (a PDF, an image), not with JSON. */
  readonly file?: readonly string[];
  readonly details: () => Promise<S>;
}

export const defineContract = <const S extends CallDetails>(contract: Contract<S>): Contract<S> => contract;

export type DetailsOf<C> = C extends Contract<infer S> ? S : never;

type In<T> = T extends $ZodType ? input<T> : never;
type Out<T> = T extends $ZodType ? output<T> : never;

/** `{ key: T }`, or `{ key?: T }` when every field of T may be left out. */
type Part<K extends string, T> = [T] extends [never]
  ? { [P in K]?: never }
  : Record<string, never> extends T
    ? { [P in K]?: T }
    : undefined extends T
      ? { [P in K]?: T }
      : { [P in K]: T };

/** What a caller gives: the path parameters, the query and the body, as the schemas take them. */
export type CallInput<C> =
  DetailsOf<C> extends infer S extends CallDetails
    ? Part<'params', In<S['params']>> & Part<'query', In<S['query']>> & Part<'body', In<S['body']>>
    : never;

/** What a successful call gives: the 200 answer as parsed, or the file as a Blob. */
export type CallResult<C> = DetailsOf<C>['responses'] extends { 200: infer R } ? Out<R> : Blob;

/** The path with its parameters filled in: `/api/example/:id` → `/api/example/3f…`. */
export function pathOf(contract: Pick<Contract, 'path'>, params: Record<string, string | number> = {}): string {
  return contract.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.path}: the path parameter '${name}' is missing`);
    return encodeURIComponent(String(value));
  });
}

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

/**
 * A call's URL: its path with the parameters filled in, and its query (lists as comma lists, as
 * the spec's calls take them). The web calls this URL and the server preloads it, so the two agree.
 */
export function urlOf(contract: Pick<Contract, 'path'>, params?: Record<string, string | number>, query?: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = search.toString();
  return `${pathOf(contract, params)}${qs ? `?${qs}` : ''}`;
}
