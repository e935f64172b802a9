/**
 * Community protocols (decision 020): the list a signed-in account sees (every protocol for an administrator, their
 * own for anyone else), one protocol's members and what it keeps (its keepers and administrators), and who may see
 * a record. A change to a protocol refreshes its page and the list; a change of who may see a record refreshes the
 * canoe's page and the protocols, whose counts of what they keep move with it.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { protocolApi } from '../../../shared/api/routes.ts';
import type {
  KeepableKind,
  ProtectionInput,
  ProtocolInput,
  ProtocolMemberInput,
  ProtocolRole,
} from '../../../shared/api/protocols.ts';

export const protocolsKey = ['protocols'] as const;

export const protocolListQuery = () =>
  queryOptions({
    queryKey: [...protocolsKey, 'list'],
    queryFn: ({ signal }) => api.call(protocolApi.listProtocols, { signal }),
  });

export const protocolQuery = (id: number) =>
  queryOptions({
    queryKey: [...protocolsKey, 'detail', id],
    queryFn: ({ signal }) => api.call(protocolApi.getProtocol, { params: { id }, signal }),
  });

export const protectionQuery = (kind: KeepableKind, id: number) =>
  queryOptions({
    queryKey: [...protocolsKey, 'protection', kind, id],
    queryFn: ({ signal }) => api.call(protocolApi.getProtection, { params: { kind, id }, signal }),
  });

/** The protocols the caller sees; `enabled` false for a visitor, who has none. */
export const useProtocols = (enabled = true) => useQuery({ ...protocolListQuery(), enabled });
export const useProtocol = (id: number) => useQuery(protocolQuery(id));
export const useProtection = (kind: KeepableKind, id: number) => useQuery(protectionQuery(kind, id));

/** Every write of the protocols' screens, each refreshing what it changed. */
export function useProtocolWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: protocolsKey });
  return {
    create: async (body: ProtocolInput) => {
      const made = await api.call(protocolApi.createProtocol, { body });
      await refresh();
      return made;
    },
    update: async (id: number, body: ProtocolInput) => {
      const saved = await api.call(protocolApi.updateProtocol, { params: { id }, body });
      await refresh();
      return saved;
    },
    /** The protocol's page is left first: its detail is dropped rather than asked again, which would find it gone. */
    remove: async (id: number) => {
      await api.call(protocolApi.deleteProtocol, { params: { id } });
      client.removeQueries({ queryKey: [...protocolsKey, 'detail', id] });
      await client.invalidateQueries({ queryKey: protocolsKey, refetchType: 'none' });
    },
    addMember: async (id: number, body: ProtocolMemberInput) => {
      const added = await api.call(protocolApi.addProtocolMember, { params: { id }, body });
      await refresh();
      return added;
    },
    setRole: async (id: number, memberId: number, role: ProtocolRole) => {
      const changed = await api.call(protocolApi.updateProtocolMember, {
        params: { id, memberId },
        body: { role },
      });
      await refresh();
      return changed;
    },
    removeMember: async (id: number, memberId: number) => {
      await api.call(protocolApi.removeProtocolMember, { params: { id, memberId } });
      await refresh();
    },
    /** Who may see a record; the whole cache is marked stale, since the canoe's page reads it in several queries. */
    protect: async (kind: KeepableKind, id: number, body: ProtectionInput) => {
      const set = await api.call(protocolApi.setProtection, { params: { kind, id }, body });
      // What inherits moved with it: the next dialog asks afresh rather than opening on a stale answer.
      client.removeQueries({ queryKey: [...protocolsKey, 'protection'] });
      await client.invalidateQueries();
      return set;
    },
  };
}
