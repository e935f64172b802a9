/** The server's own routes: health, the canoe types, and this API's OpenAPI document. */
import { z } from 'zod';
import { ARCHIVE_ESTIMATE_HEADER } from '../constants.ts';
import { errorResponse } from './common.ts';

/** Each readiness check by name (`database`, `disk`, and `redis`, `bucket` when configured): 'ok' or 'failed'. */
const readinessChecks = z.record(z.string(), z.enum(['ok', 'failed']));

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  checks: readinessChecks.optional(),
});

export const liveResponse = z.object({ status: z.literal('ok') });

export const readyResponse = z.object({ status: z.literal('ok'), checks: readinessChecks });

/**
 * 503: which checks failed (the reasons go to the server's log, not to the caller). Absent when the request was
 * refused before the checks ran: the database away while a caller's session or token was looked up.
 */
export const notReadyResponse = errorResponse.extend({ checks: readinessChecks.optional() });

export const openApiResponse = z
  .record(z.string(), z.unknown())
  .meta({ description: 'An OpenAPI 3.1 document' });

/** The whole archive as one file (a BagIt bag in a ZIP: docs/open-data.md), streamed as it is made. */
export const archiveResponse = {
  description:
    'A ZIP file holding a BagIt bag: every table as JSON Lines and CSV, every image, and manifests',
  headers: {
    [ARCHIVE_ESTIMATE_HEADER]: {
      description:
        'About how many bytes the file will be (exact for the images, estimated for the records), for showing progress',
      schema: { type: 'integer' },
    },
  },
  content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
};
