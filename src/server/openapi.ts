/** The OpenAPI 3.1 document from the API catalogue's zod schemas, at GET /api/openapi.json. */
import { z } from 'zod';
import { ADMIN_PLAN_API, type ApiEndpoint, CONSUMER_API } from '../shared/api-catalogue.ts';
import { apiErrorBodySchema } from '../shared/api-responses.ts';
import { PRODUCT_NAME } from '../shared/constants.ts';

type JsonObject = Record<string, unknown>;

const ERROR_TEXT: Record<number, string> = {
  400: 'The request is not valid; `issues` names each field',
  401: 'No access-gate cookie (POST /api/access first), or, on /api/admin, no admin session',
  403: "The admin's role does not hold the route's permission",
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

export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

const parameters = (where: 'path' | 'query', shape: z.ZodObject | undefined) =>
  Object.entries(shape?.shape ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path',
    schema: schema(s as z.ZodType, 'input'),
  }));

const SECURITY = { public: [], gate: [{ accessGate: [] }], admin: [{ accessGate: [], adminSession: [] }] };

function operation(endpoint: ApiEndpoint): JsonObject {
  const guard = endpoint.access === 'public' || endpoint.access === 'gate' ? endpoint.access : 'admin';
  const errors = [...new Set([...(guard === 'public' ? [] : [401]), ...endpoint.errors])].sort(
    (a, b) => a - b,
  );
  const params = [...parameters('path', endpoint.params), ...parameters('query', endpoint.query)];
  return {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(guard === 'admin' ? { description: `Permission: ${endpoint.access}.` } : {}),
    security: SECURITY[guard],
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
          ? Object.fromEntries(
              endpoint.produces.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
            )
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

/** The cookies' names in this deployment (with __Host- over HTTPS). */
export function openApiDocument(accessCookie: string, adminCookie: string): JsonObject {
  const paths: Record<string, JsonObject> = {};
  const endpoints = [...CONSUMER_API, ...ADMIN_PLAN_API];
  for (const endpoint of endpoints) {
    const key = openApiPath(endpoint.path);
    paths[key] = { ...(paths[key] ?? {}), [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '1',
      description:
        'The API behind the plan finder. Every route but the probes, the gate and the reads of a share link needs the access-gate cookie that POST /api/access sets. Writes need Content-Type: application/json and a same-origin request. A result (and its profile) answers only to its owner: the browser that made it, through its history-key cookie, or the signed-in counselor whose client it is (POST /api/counselor/login); or to a share link its owner made. The admin plan routes (tag Admin plans) also need the session of an admin signed in with POST /api/admin/login whose role holds the route\u2019s permission.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: schema(apiErrorBodySchema, 'output') },
      securitySchemes: {
        accessGate: { type: 'apiKey', in: 'cookie', name: accessCookie },
        adminSession: { type: 'apiKey', in: 'cookie', name: adminCookie },
      },
    },
  };
}
