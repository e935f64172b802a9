/** Lists the canoe admin forms choose from, and the writes they make. */
import type { SourcesBody } from '../../../../shared/api/sources.ts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { MAX_PAGE_SIZE } from '../../../../shared/constants.ts';
import { api, type ListPage } from '../../../lib/api.ts';
import type { Maker, Owner } from '../../../../shared/api/index.ts';
import { canoeApi, makerApi, ownerApi, ownershipApi } from '../../../../shared/api/routes.ts';
import { canoeDetailKey } from '../detail/canoe-detail-queries.ts';
import type { SelectOption } from '../../../components/form/form-controls.tsx';
import { readerCollator } from '../../../lib/reader-collator.ts';
import { useI18n, type Translator } from '../../../lib/i18n.tsx';
import { makersArea } from '../../../../shared/i18n/messages/makers.ts';
import { stewardsArea } from '../../../../shared/i18n/messages/stewards.ts';
import { canoeFormArea } from '../../../../shared/i18n/messages/canoe-form.ts';

type T = Translator['t'];

export type { SelectOption };

/** Every row of a list, a page at a time: a select that silently missed stewards past the first page would lie. */
async function listAll<T>(pageAt: (offset: number) => Promise<ListPage<T>>): Promise<T[]> {
  const items: T[] = [];
  for (;;) {
    const page = await pageAt(items.length);
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total) return items;
  }
}

const byLabel = <T>(label: (item: T) => string) => {
  const collator = readerCollator();
  return (a: T, b: T) => collator.compare(label(a), label(b));
};

/** A maker with the role, so a person with two roles is two choices that say which is which. */
export const makerLabel = (t: T, maker: Maker) => {
  const name = maker.name || maker.maker_name || t(makersArea.makerNumber, { id: maker.maker_id });
  return maker.maker_type
    ? t(makersArea.roleName, { name, role: t(makersArea.typeWord, { type: maker.maker_type }) })
    : name;
};

/** A steward with its type in brackets (spec §2): its own words for it, else its type's. */
export const ownerLabel = (t: T, owner: Pick<Owner, 'name' | 'display_type' | 'owner_type'>) =>
  t(canoeFormArea.ownerChoice, {
    name: owner.name,
    type: owner.display_type || t(stewardsArea.ownerType, { type: owner.owner_type }),
  });

/** Every maker, as the server lists them; `useMakerOptions` words them for a select. */
export const makerOptionsQuery = queryOptions({
  queryKey: ['makers', 'options'] as const,
  queryFn: ({ signal }): Promise<Maker[]> =>
    listAll((offset) => api.list(makerApi.listMakers, { query: { limit: MAX_PAGE_SIZE, offset }, signal })),
  // A maker added in another tab appears when the admin comes back (one added in the form's dialog at once).
  refetchOnWindowFocus: 'always',
});

/** Every steward, as the server lists them; `useOwnerOptions` words them for a select. */
export const ownerOptionsQuery = queryOptions({
  queryKey: ['owners', 'options'] as const,
  queryFn: ({ signal }): Promise<Owner[]> =>
    listAll((offset) => api.list(ownerApi.listOwners, { query: { limit: MAX_PAGE_SIZE, offset }, signal })),
  refetchOnWindowFocus: 'always',
});

/** The makers as a select offers them, in the reader's words and order. */
export function useMakerOptions() {
  const { t } = useI18n();
  const select = useCallback(
    (makers: Maker[]): SelectOption[] =>
      makers
        .map((maker) => ({ value: String(maker.maker_id), label: makerLabel(t, maker) }))
        .sort(byLabel((option) => option.label)),
    [t],
  );
  return useQuery({ ...makerOptionsQuery, select });
}

/** The stewards as a select offers them, alphabetically by name, in the reader's words. */
export function useOwnerOptions() {
  const { t } = useI18n();
  const select = useCallback(
    (owners: Owner[]): SelectOption[] =>
      [...owners]
        .sort(byLabel((owner) => owner.name))
        .map((owner) => ({ value: String(owner.owner_id), label: ownerLabel(t, owner) })),
    [t],
  );
  return useQuery({ ...ownerOptionsQuery, select });
}

export type CanoeBodyJson = Record<string, string | number | null>;
/** The canoe's sources when the keeper changed them: saved with the canoe, in its request (issue 31). */
type SourcesList = SourcesBody['sources'] | undefined;

/** `confirmDuplicate`: the keeper has seen the canoes of the same name and makes another one. */
export const createCanoe = (body: CanoeBodyJson, confirmDuplicate = false, sources?: SourcesList) =>
  api.call(canoeApi.createCanoe, {
    body: {
      ...body,
      ...(confirmDuplicate ? { confirm_duplicate: true } : {}),
      ...(sources ? { sources } : {}),
    },
  });
/** Canoes of the same or a close name (current or earlier), asked before one is made. */
export const findCanoeMatches = (name: string) => api.call(canoeApi.findCanoeMatches, { query: { name } });
export const updateCanoe = (canoeId: number, body: CanoeBodyJson, sources?: SourcesList) =>
  api.call(canoeApi.updateCanoe, { params: { id: canoeId }, body: sources ? { ...body, sources } : body });

export const addCanoeName = (canoeId: number, body: { name: string; start_date: string }) =>
  api.call(canoeApi.addCanoeName, { params: { id: canoeId }, body });

export interface TransferBody {
  canoe_id: number;
  owner_id: number;
  start_date: string;
  notes: string | null;
  transfer_reason: string | null;
}
export const addOwnership = (body: TransferBody) => api.call(ownershipApi.createOwnership, { body });

/**
 * A canoe write shows on the registry, the canoe's page, stewards' fleets, makers' canoe lists and the home page:
 * all of them are marked stale (fetched again when next shown), and the canoe's own page, where the admin goes
 * next, is fetched now so it opens with the change rather than the old copy.
 */
export async function invalidateCanoeViews(client: QueryClient, canoeId?: number) {
  await Promise.all(
    [['canoes'], ['owners'], ['makers'], ['home']].map((queryKey) =>
      client.invalidateQueries({ queryKey, refetchType: 'none' }),
    ),
  );
  if (canoeId !== undefined) await client.refetchQueries({ queryKey: canoeDetailKey(canoeId), exact: true });
}
