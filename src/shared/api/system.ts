/** The server's own routes: health, the canoe types, and this API's OpenAPI document. */
import { z } from 'zod';

export const healthResponse = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) });

export const openApiResponse = z
  .record(z.string(), z.unknown())
  .meta({ description: 'An OpenAPI 3.1 document' });
