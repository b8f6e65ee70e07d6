import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../shared/api/common.js';
import { API_PREFIX, type CallDetails, type Contract, type DetailsOf } from '../../shared/api/contract.js';

/** The route schema Fastify's zod type provider reads, from a contract's schemas. */
export interface RouteSchemaOf<S extends CallDetails> {
  params: S['params'];
  querystring: S['query'];
  body: S['body'];
  response: S['responses'] & typeof FAILURES;
}

/** The handler of a contract's route: its request and answer are typed by the contract's schemas. */
export type ContractHandler<C extends Contract> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchemaOf<DetailsOf<C>>,
  ZodTypeProvider
>;

/** Route options a contract leaves to the server: hooks (access checks in onRequest, before the body is read), body limit, compression. */
export type ContractRouteOptions = Pick<RouteShorthandOptions, 'onRequest' | 'preHandler' | 'bodyLimit' | 'compress' | 'config'>;

/** Every refusal and fault answers `{ error }` (DESIGN, API errors). */
const FAILURES = { '4xx': errorResponseSchema, '5xx': errorResponseSchema };

/**
 * Registers a contract's route in the API's scope (prefix /api). The schemas, the path and the
 * documentation all come from the contract; the handler's types come from its schemas.
 */
export async function route<C extends Contract>(
  api: FastifyInstance,
  contract: C,
  options: ContractRouteOptions,
  handler: ContractHandler<C>,
): Promise<void> {
  const details = await contract.details();
  api.route({
    ...options,
    method: contract.method,
    url: contract.path.slice(API_PREFIX.length),
    schema: {
      // Only the parts the contract has: Fastify warns about a part given as undefined.
      ...(details.params ? { params: details.params } : {}),
      ...(details.query ? { querystring: details.query } : {}),
      ...(details.body ? { body: details.body } : {}),
      response: { ...FAILURES, ...details.responses },
      summary: details.summary,
      tags: [details.tag],
      ...(contract.file ? { produces: [...contract.file] } : {}),
      ...(details.upload ? { consumes: ['multipart/form-data'] } : {}),
    },
    handler: handler as RouteHandlerMethod,
  });
}
