import { urlOf, type CallInput, type CallResult, type Contract } from '../../shared/api/contract';
import { call, type CallOptions } from './api-call';
import { serverScope } from './server-scope';

export type ApiOptions = Omit<CallOptions, 'method' | 'url' | 'body' | 'binary'>;

/**
 * Calls the API as a contract describes: the method and the path come from the contract, and so do
 * the types of what is sent and of what comes back. Failures go through the error catalogue
 * (api-call.ts) and reach the caller as an ApiError.
 */
export function api<C extends Contract>(contract: C, input: CallInput<C>, options: ApiOptions = {}): Promise<CallResult<C>> {
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: object; body?: unknown };
  // A page rendered on the server asks the server's services directly (src/server/web/ssr/page-data.ts).
  const scope = serverScope();
  if (scope) return scope.api(contract.method, urlOf(contract, params, query)) as Promise<CallResult<C>>;
  return call<CallResult<C>>({
    ...options,
    method: contract.method,
    url: urlOf(contract, params, query),
    body,
    binary: contract.file !== undefined,
  });
}
