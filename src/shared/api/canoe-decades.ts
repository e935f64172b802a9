/**
 * "Through the Years" (issue 35, decision 029): how many canoes were built, renamed, restored and raced in each
 * decade, as the caller may see them (decision 020). Each count is what the registry's search lists for
 * `event=<kind>&event_from=<decade>&event_to=<decade + 9>`.
 */
import { z } from 'zod';

const canoes = (what: string) =>
  z
    .number()
    .int()
    .meta({ description: `How many canoes ${what} in the decade (each canoe once)` });

export const decadeCountsResponse = z.object({
  decade: z.number().int().meta({ description: 'The decade’s first year: 1960 for the 1960s' }),
  built: canoes('were built'),
  renamed: canoes('took a name other than their first'),
  restored: canoes('were restored'),
  raced: canoes('raced (a result in a race of the decade)'),
});
export type DecadeCounts = z.output<typeof decadeCountsResponse>;

export const canoeDecadesResponse = z.object({
  decades: z.array(decadeCountsResponse).meta({
    description:
      'Every decade with at least one event, earliest first. A date counts in the decade of its earliest day ' +
      '("1950/1960" in the 1950s only); a date without a known start ("before 1900") in none.',
  }),
});
export type CanoeDecades = z.output<typeof canoeDecadesResponse>;
