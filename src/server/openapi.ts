/**
 * The OpenAPI 3.1 document of the consumer API, made from the zod schemas of its catalogue
 * (shared/api-catalogue.ts) and served at GET /api/openapi.json. JSON Schema 2020-12 is OpenAPI
 * 3.1's own schema dialect, so zod's output goes in as it is. Request bodies are described as a
 * client sends them (zod's input side: defaults optional, strings before coercion).
 */
import { z } from 'zod';
import { type ApiEndpoint, CONSUMER_API } from '../shared/api-catalogue.ts';
import { apiErrorBodySchema } from '../shared/api-responses.ts';
import { PRODUCT_NAME } from '../shared/constants.ts';

type JsonObject = Record<string, unknown>;

const ERROR_TEXT: Record<number, string> = {
  400: 'The request is not valid; `issues` names each field',
  401: 'No access-gate cookie (POST /api/access first)',
  404: 'Not found, or not yours: the same answer either way',
  409: 'The request cannot be answered for this record (the error says why)',
  429: 'Too many requests from this address (or for this share link); Retry-After says when to try again',
  502: 'The e-mail could not be sent: the SMTP server did not take it (nothing was left behind)',
  503: 'Not available: the database is not reachable, (e-mail) e-mail is not set up on this server, or too many summaries or shared reads are being worked on at once (Retry-After)',
};

const schema = (s: z.ZodType, io: 'input' | 'output'): JsonObject => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as JsonObject;
  return rest;
};

/** `/api/medicare/user/:userId` → `/api/medicare/user/{userId}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

function operation(endpoint: ApiEndpoint): JsonObject {
  const errors = [...new Set([...(endpoint.access === 'gate' ? [401] : []), ...endpoint.errors])].sort(
    (a, b) => a - b,
  );
  const params = endpoint.params
    ? Object.entries(endpoint.params.shape).map(([name, s]) => ({
        name,
        in: 'path',
        required: true,
        schema: schema(s as z.ZodType, 'input'),
      }))
    : [];
  return {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(endpoint.access === 'gate' ? { security: [{ accessGate: [] }] } : { security: [] }),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schema(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [String(endpoint.status)]: {
        description: 'Success',
        content: endpoint.produces
          ? { [endpoint.produces]: { schema: { type: 'string', contentMediaType: endpoint.produces } } }
          : { 'application/json': { schema: schema(endpoint.response, 'output') } },
      },
      ...Object.fromEntries(
        errors.map((status) => [
          String(status),
          {
            description: ERROR_TEXT[status] ?? 'Error',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
    },
  };
}

/** `accessCookie` is the gate cookie's name in this deployment (with __Host- over HTTPS). */
export function openApiDocument(accessCookie: string): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const endpoint of CONSUMER_API) {
    const key = openApiPath(endpoint.path);
    paths[key] = { ...(paths[key] ?? {}), [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} consumer API`,
      version: '1',
      description:
        'The API behind the plan finder. Every route but the probes, the gate and the reads of a share link needs the access-gate cookie that POST /api/access sets. Writes need Content-Type: application/json and a same-origin request. A result (and its profile) answers only to its owner: the browser that made it, through its history-key cookie, or the signed-in counselor whose client it is (POST /api/counselor/login); or to a share link its owner made.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(CONSUMER_API.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: schema(apiErrorBodySchema, 'output') },
      securitySchemes: {
        accessGate: { type: 'apiKey', in: 'cookie', name: accessCookie },
      },
    },
  };
}
