import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { Me } from '../../lib/api-types.ts';

export const meQuery = {
  queryKey: ['auth', 'me'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<Me>('/auth/me', undefined, signal),
  staleTime: 5 * 60_000,
};

/**
 * Who is signed in. The server decides every permission; this only hides controls a visitor may not use.
 * While the answer is loading, nobody is treated as an admin.
 */
export function useAuth() {
  const query = useQuery(meQuery);
  const user = query.data?.user ?? null;
  return {
    loading: query.isPending,
    user,
    isAdmin: Boolean(user?.is_admin),
    isPeopleAdmin: Boolean(user?.is_people_admin),
    providers: query.data?.providers ?? { password: true, oidc: false },
  };
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/auth/logout', {}),
    onSettled: async () => {
      // Whatever was cached was fetched with the old session.
      client.clear();
      await client.invalidateQueries();
    },
  });
}
