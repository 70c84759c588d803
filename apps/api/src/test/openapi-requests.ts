import { Ajv, type ValidateFunction } from 'ajv';
import type { JsonSchema } from './openapi-arbitraries';
import {
  addFormats,
  ajvOptions,
  forAjv,
  type OpenApiDocument,
  type OpenApiOperation,
} from './openapi-responses';

export interface DrawnRequest {
  path: Record<string, string>;
  query: Record<string, string | undefined>;
  headers: Record<string, string | undefined>;
  body: unknown;
}

type Location = 'path' | 'query' | 'header';

/**
 * A parameter's text read as the type the document gives it, strictly (ajv's own coercion would take
 * ' ' for 0): digits for an integer, a decimal for a number, true/false for a boolean.
 */
function readParameter(text: string, schema: JsonSchema | undefined): unknown {
  switch (schema?.type) {
    case 'integer':
      return /^-?\d+$/.test(text) ? Number(text) : text;
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text;
    default:
      return text;
  }
}

/**
 * Whether a request is one the document allows: its parameters (text, read as the types the document
 * gives them) and its JSON body; null when the document says nothing of the body sent. The fuzzer compares this with the API's
 * answer, so a document that allows what the API refuses (or the reverse) fails the run.
 */
export function createRequestConformance(document: OpenApiDocument, ignoredHeaders: Set<string>) {
  const components = forAjv(document.components ?? {});
  const parameters = new Ajv(ajvOptions);
  const bodies = new Ajv(ajvOptions);
  addFormats(parameters);
  addFormats(bodies);
  const cache = new Map<string, ValidateFunction>();

  function compile(ajv: Ajv, key: string, schema: JsonSchema) {
    let validate = cache.get(key);
    if (!validate) {
      validate = ajv.compile({ ...(forAjv(schema) as object), components });
      cache.set(key, validate);
    }
    return validate;
  }

  function locationSchema(operation: OpenApiOperation, where: Location): JsonSchema {
    const declared = (operation.parameters ?? []).filter(
      (parameter) => parameter.in === where && !(where === 'header' && ignoredHeaders.has(parameter.name)),
    );
    return {
      type: 'object',
      properties: Object.fromEntries(declared.map((parameter) => [parameter.name, parameter.schema ?? {}])),
      required: declared.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    };
  }

  return function conforms(name: string, operation: OpenApiOperation, request: DrawnRequest): boolean | null {
    const drawn = { path: request.path, query: request.query, header: request.headers };
    for (const where of ['path', 'query', 'header'] as const) {
      const schema = locationSchema(operation, where);
      const values = Object.fromEntries(
        Object.entries(drawn[where]).flatMap(([key, text]) =>
          text === undefined ? [] : [[key, readParameter(text, schema.properties?.[key])]],
        ),
      );
      if (!compile(parameters, `${name} ${where}`, schema)(values)) return false;
    }
    const body = operation.requestBody;
    const schema = body?.content?.['application/json']?.schema;
    if (request.body === undefined) return !body?.required;
    // A body the document does not describe (a payment processor's own format): it makes no claim.
    if (!schema) return null;
    return compile(bodies, `${name} body`, schema)(request.body) as boolean;
  };
}
