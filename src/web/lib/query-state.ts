/**
 * The server render hands the answers it fetched to the browser's QueryClient: dehydrated on the server into a
 * `<script type="application/json" id="query-state">` block (the CSP allows no inline script), hydrated in the
 * browser before React hydrates, so the first client render sees the same data and asks for nothing again.
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

export const QUERY_STATE_ID = 'query-state';

/** An ApiError as JSON (its message is not an own enumerable property, and the class would be lost). */
interface SentError {
  apiError: true;
  status: number;
  message: string;
  fields: Record<string, string>;
  explained: boolean;
}

/**
 * The answers of a finished server render. A 404 is sent too: the page showed its Not Found state, and the
 * browser's first render must show the same.
 */
export function dehydrateQueries(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' ||
      (query.state.status === 'error' && query.state.error instanceof ApiError),
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const sent: SentError = {
        apiError: true,
        status: error.status,
        message: error.message,
        fields: error.fields,
        explained: error.explained,
      };
      query.state = { ...query.state, error: sent as unknown as ApiError };
    }
  }
  return state;
}

const isSentError = (value: unknown): value is SentError =>
  typeof value === 'object' && value !== null && (value as { apiError?: unknown }).apiError === true;

/** Puts the server's answers (the JSON block's text) into the browser's client; nothing happens without them. */
export function hydrateQueries(client: QueryClient, json: string | null | undefined) {
  if (!json) return;
  let state: DehydratedState;
  try {
    state = JSON.parse(json) as DehydratedState;
  } catch {
    return;
  }
  for (const query of state.queries ?? []) {
    const error: unknown = query.state.error;
    if (isSentError(error)) {
      query.state = {
        ...query.state,
        error: new ApiError(error.status, error.message, error.fields, error.explained),
      };
      // The server rendered the page's Not Found state: the first render here must too, not a refetch's spinner.
      client.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
  hydrate(client, state);
}
