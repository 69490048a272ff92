import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './json-schema-arbitrary';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: Method;
  /** OpenAPI form: /api/v1/orders/{id} */
  path: string;
  parameters: Parameter[];
  /** content type -> schema */
  body: Record<string, JsonSchema>;
  security: 'customer' | 'staff' | 'none';
  /** Not in the OpenAPI document (hidden routes such as webhooks). */
  hidden: boolean;
}

export interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        security?: Record<string, unknown>[];
      }
    >
  >;
  components: { schemas: Record<string, JsonSchema> };
}

/** Routes that are not API: the docs page's files and the development native shell. */
const NOT_API = [/^\/api\/docs/, /^\/dev\//];

/**
 * Every route the app registered, read from Fastify's route tree (so a route
 * hidden from the OpenAPI document is listed too), as "METHOD /path/{param}".
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const marker = line.search(/[├└]── /);
    if (marker < 0) continue;
    const depth = marker / 4;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(marker + 4));
    if (!match) continue;
    stack.length = depth;
    const path = `${stack[depth - 1] ?? ''}${match[1]}`;
    stack[depth] = path;
    for (const method of (match[2] ?? '').split(', ').filter(Boolean)) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      // A route at a prefix's root answers with and without the trailing slash: one route.
      const openApiPath = path.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');
      if (NOT_API.some((re) => re.test(openApiPath))) continue;
      routes.push(`${method} ${openApiPath}`);
    }
  }
  return [...new Set(routes)].sort();
}

/** Every documented operation, with its parameters and body schemas. */
export async function documentedOperations(
  app: FastifyInstance,
): Promise<{ ops: Operation[]; doc: OpenApiDoc }> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  const doc = res.json() as OpenApiDoc;
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = Object.fromEntries(
        Object.entries(op.requestBody?.content ?? {}).map(([type, content]) => [type, content.schema]),
      );
      const scheme = op.security?.[0] ? Object.keys(op.security[0])[0] : undefined;
      ops.push({
        method: method.toUpperCase() as Method,
        path,
        parameters: op.parameters ?? [],
        body,
        security: scheme === 'bearerAuth' ? 'customer' : scheme === 'staffAuth' ? 'staff' : 'none',
        hidden: false,
      });
    }
  }
  return { ops, doc };
}

export const routeKey = (op: Pick<Operation, 'method' | 'path'>) =>
  `${op.method} ${op.path.replace(/(.)\/$/, '$1')}`;
