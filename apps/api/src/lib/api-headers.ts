import { headerNames } from '@casino/contract';
import { z } from 'zod';

/**
 * The headers of a player API call, declared on each route so OpenAPI lists them. The api-key and
 * session hooks run before validation, so a missing api-key still answers invalid_api_key (401).
 */
export const apiHeadersSchema = z.object({
  [headerNames.apiKey]: z.string().describe('Public key of the skin (brand)'),
  [headerNames.anonSession]: z.string().optional().describe('Anonymous session token from GET /anon'),
  [headerNames.playerSession]: z.string().optional().describe('Player session token from login'),
  [headerNames.language]: z
    .string()
    .optional()
    .describe('Language of messages and content: en es de fr pt no'),
});
