import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { JsonSchema } from './openapi-arbitraries';

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface ObservedResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

// ajv-formats is published as CommonJS; its default export arrives wrapped under ESM interop.
export const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ??
  addFormatsPlugin) as typeof addFormatsPlugin;

// Read the way the API reads them: lengths in characters (as zod counts), patterns as plain JavaScript
// regular expressions (as zod and the field rules test them, without the u flag).
export const ajvOptions = { strict: false, unicodeRegExp: false } as const;

/**
 * OpenAPI 3.0 allows `nullable` beside no `type` (an `anyOf`, say: any of those, or null); ajv reads
 * `nullable` only beside a type, so there it becomes an explicit `anyOf` with null.
 */
export function forAjv(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(forAjv);
  if (value === null || typeof value !== 'object') return value;
  const { nullable, ...rest } = value as Record<string, unknown>;
  const children = Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, forAjv(child)]));
  if (nullable === undefined || 'type' in value || '$ref' in value)
    return nullable === undefined ? children : { ...children, nullable };
  return nullable === true ? { anyOf: [children, { type: 'null' }] } : children;
}

/** The response object that documents a status: the exact code, else its range (4XX), else default. */
export function documentedResponseKey(operation: OpenApiOperation, status: number): string | null {
  const keys = [String(status), `${Math.floor(status / 100)}XX`, 'default'];
  return keys.find((key) => key in operation.responses) ?? null;
}

/**
 * Checks one answer against the document: a status it describes, JSON in the `{ info, data }`
 * envelope, `info.success` true exactly on 2xx, and a body valid against the documented schema.
 * Answers the problem, or null when the answer is what the document promises.
 */
export function createResponseChecker(document: OpenApiDocument) {
  const ajv = new Ajv(ajvOptions);
  addFormats(ajv);
  const components = forAjv(document.components ?? {});
  const compiled = new Map<JsonSchema, ValidateFunction>();

  function validatorFor(schema: JsonSchema): ValidateFunction {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile({ ...(forAjv(schema) as object), components });
      compiled.set(schema, validate);
    }
    return validate;
  }

  return function check(operation: OpenApiOperation, response: ObservedResponse): string | null {
    const status = response.statusCode;
    const key = documentedResponseKey(operation, status);
    // A server error is a defect, except a remote provider's silence where the document says so
    // (502 provider_unavailable: the sportsbook's settings when no sportsbook answers).
    if (status >= 500 && !(status === 502 && key)) return `answered ${status}`;
    if (!key) return `status ${status} is not in the document`;
    if (status === 304) return response.body === '' ? null : '304 with a body';
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return `not JSON: ${response.body.slice(0, 80)}`;
    }
    const info = (body as { info?: { success?: unknown } } | null)?.info;
    if (!info || info.success !== status < 300)
      return `not the envelope, or success disagrees with ${status}`;
    const schema = operation.responses[key]?.content?.['application/json']?.schema;
    if (!schema) return `no schema documented for ${key}`;
    const validate = validatorFor(schema);
    if (validate(body)) return null;
    return `body breaks the ${key} schema: ${ajv.errorsText(validate.errors)}`;
  };
}

/** Every schema of the document compiles: a broken $ref or keyword fails here, not in a client. */
export function compileEveryResponseSchema(document: OpenApiDocument): string[] {
  const ajv = new Ajv(ajvOptions);
  addFormats(ajv);
  const components = forAjv(document.components ?? {});
  const problems: string[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      for (const [key, response] of Object.entries(operation.responses)) {
        const schema = response.content?.['application/json']?.schema;
        if (!schema) continue;
        try {
          ajv.compile({ ...(forAjv(schema) as object), components });
        } catch (error) {
          problems.push(`${method.toUpperCase()} ${path} ${key}: ${(error as Error).message}`);
        }
      }
    }
  }
  return problems;
}
