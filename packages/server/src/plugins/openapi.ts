import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION, HEADER } from '@stay/contract';

export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_DOCUMENT_PATH = `${DOCS_PREFIX}/openapi.json`;

/**
 * OpenAPI generated from the contract's zod schemas. Register before any route: the swagger plugin collects
 * routes as they are added. The document is at /api/docs/openapi.json, a browsable page at /api/docs
 * (assets bundled with @fastify/swagger-ui, no CDN).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Stay Companion API',
        version: APP_VERSION,
        description: 'Errors answer `{ code, message }` with the status of the error catalogue.',
      },
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: HEADER.accessToken, description: 'Access token from login or refresh.' },
          refreshToken: {
            type: 'apiKey',
            in: 'header',
            name: HEADER.refreshToken,
            description: 'Refresh token; only POST /api/auth/refresh takes it.',
          },
          pmsApiKey: {
            type: 'http',
            scheme: 'bearer',
            description: "`Authorization: Bearer <API key>`: a location's PMS API key, created by management in the app (see docs/pms-integration.md).",
          },
          appVersion: {
            type: 'apiKey',
            in: 'header',
            name: HEADER.appVersion,
            description: `Sent by the app on every request (e.g. ${APP_VERSION}); not required, ignored by the server for now.`,
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
  app.get(OPENAPI_DOCUMENT_PATH, { schema: { hide: true } }, async () => app.swagger());
}
