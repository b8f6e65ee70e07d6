import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../../shared/api/contract.js';

/** Where the API's documentation lives: a readable page, and the OpenAPI document itself. */
export const DOCS_PREFIX = `${API_PREFIX}/docs`;
export const OPENAPI_PATH = `${DOCS_PREFIX}/openapi.json`;

/**
 * The OpenAPI 3.1 document of every API call, generated from the routes as they are registered
 * from their contracts (src/shared/api). Registered before the routes, which it collects as they
 * are added; only the API's calls are documented (pages, media and health checks are not).
 */
export async function openApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${app.config.SITE_NAME} API`,
        version: '1',
        description:
          'The calls of the maid-hiring website: the catalogue and My List, the hire application, and the site utilities. ' +
          'Every failure answers `{ "error": "…" }` with a message written for the person using the site.',
      },
    },
    transform: (input) => {
      if (!input.url.startsWith(`${API_PREFIX}/`) || input.url.startsWith(DOCS_PREFIX)) {
        return { schema: { ...input.schema, hide: true }, url: input.url };
      }
      return jsonSchemaTransform(input);
    },
    transformObject: jsonSchemaTransformObject,
  });
}

/**
 * Swagger UI's page and files: its own scripts and styles (it sets inline styles), nothing else.
 * Its built-in policy would also upgrade every request to https, which breaks a server on plain http.
 */
const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'";

/**
 * The readable page at /api/docs (Swagger UI, loaded only there) and the document at
 * /api/docs/openapi.json. Registered at the root: Swagger UI writes its file links from its own
 * prefix, which must therefore be the whole path.
 */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: DOCS_CSP });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}
