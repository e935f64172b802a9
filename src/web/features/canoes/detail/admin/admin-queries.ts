/** The canoe page's admin writes, the race list its race form chooses from, and what each change refreshes. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../../../shared/constants.ts';
import { api } from '../../../../lib/api.ts';
import { canoeApi, ownershipApi, raceApi, restorationApi } from '../../../../../shared/api/routes.ts';
import type { Race } from '../../../../../shared/api/index.ts';
import type { SelectOption } from '../../form/canoe-form-queries.ts';
import { canoeDetailKey } from '../canoe-detail-queries.ts';
import type { DeleteTarget } from '../canoe-admin-state.ts';
import { canoeFormArea } from '../../../../../shared/i18n/messages/canoe-form.ts';
import { ui } from '../../../../../shared/i18n/messages/ui.ts';
import type { Translator } from '../../../../lib/i18n.tsx';

type T = Translator['t'];

/** The error's own words, else 'Unknown error' (spec §8 'Failed to … : {message or Unknown error}'). */
export const errorText = (error: unknown, t: T) =>
  error instanceof Error && error.message ? error.message : t(ui.unknownError);

/** Races as the server orders them (newest first). */
export const raceOptionsQuery = queryOptions({
  queryKey: ['races', 'options'] as const,
  queryFn: async ({ signal }): Promise<Race[]> =>
    api.call(raceApi.listRaces, { query: { limit: MAX_PAGE_SIZE }, signal }),
});

/**
 * The races as a select offers them, each with its year in the reader's words (`year`: useDateWords): the same
 * race is run every year.
 */
export const raceOptions = (races: Race[], t: T, year: (edtf: string | null) => string): SelectOption[] =>
  races.map((race) => ({
    value: String(race.race_id),
    label: race.date ? t(canoeFormArea.raceChoice, { race: race.name, year: year(race.date) }) : race.name,
  }));

/** Delete a record of the canoe's page, each kind at its own endpoint (spec §7). */
export async function deleteRecord(canoeId: number, target: DeleteTarget): Promise<void> {
  switch (target.kind) {
    case 'canoe':
      return api.call(canoeApi.deleteCanoe, { params: { id: canoeId } });
    case 'name':
      return api.call(canoeApi.deleteCanoeName, { params: { id: canoeId, nameId: target.id } });
    case 'ownership':
      return api.call(ownershipApi.deleteOwnership, { params: { id: target.id } });
    case 'restoration':
      return api.call(restorationApi.deleteRestoration, { params: { id: canoeId, rid: target.id } });
    case 'race-entry':
      return api.call(raceApi.deleteRaceResult, { params: { id: target.raceId, pid: target.id } });
  }
}

/** Pages elsewhere that show a canoe's names, stewards, restorers or races: stale, fetched again when shown. */
const OTHER_VIEWS = [['canoes'], ['owners'], ['makers'], ['races'], ['home']];

const markOthersStale = (client: QueryClient) =>
  Promise.all(OTHER_VIEWS.map((queryKey) => client.invalidateQueries({ queryKey, refetchType: 'none' })));

/**
 * After an add, an edit or a delete on the canoe's page: its lists and its Recent Activity are fetched again now,
 * the rest when next shown.
 */
export async function refreshCanoe(client: QueryClient, canoeId: number) {
  await markOthersStale(client);
  await Promise.all([
    client.invalidateQueries({ queryKey: canoeDetailKey(canoeId) }),
    client.invalidateQueries({ queryKey: ['history'] }),
  ]);
}

/**
 * After the canoe itself is deleted: nothing is fetched again now (its own page would only answer Not Found
 * while the admin is being taken to the registry), everything that listed it is fetched when next shown.
 */
export const forgetCanoe = (client: QueryClient) => markOthersStale(client);

export interface NameBody {
  /** `haw` or `en` (decision 026). */
  language?: 'haw' | 'en';
  name: string;
  start_date?: string | null;
  end_date?: string | null;
}
export const addName = (canoeId: number, body: NameBody) =>
  api.call(canoeApi.addCanoeName, { params: { id: canoeId }, body });
export const updateName = (canoeId: number, nameId: number, body: NameBody) =>
  api.call(canoeApi.updateCanoeName, { params: { id: canoeId, nameId }, body });

export interface OwnershipBody {
  canoe_id: number;
  owner_id: number;
  start_date: string;
  end_date: string | null;
  notes: string | null;
}
export const addOwnership = (body: OwnershipBody) => api.call(ownershipApi.createOwnership, { body });
/** An edit keeps the canoe (the server refuses to move an ownership to another canoe). */
export const updateOwnership = (ownershipId: number, { canoe_id: _canoe, ...body }: OwnershipBody) =>
  api.call(ownershipApi.updateOwnership, { params: { id: ownershipId }, body });

export interface RestorationBody {
  restoration_date: string;
  end_date: string | null;
  description: string;
  /** The description in ʻŌlelo Hawaiʻi (decision 027); left out, an update keeps it. */
  description_haw?: string | null;
  location: string | null;
  notes: string | null;
  restorer_maker_id: number | null;
  /** Only an edit sends it: the person who did the work when no maker is chosen, kept as it was. */
  restorer_person_id?: number | null;
}
export const addRestoration = (canoeId: number, body: RestorationBody) =>
  api.call(restorationApi.addRestoration, { params: { id: canoeId }, body });
export const updateRestoration = (canoeId: number, restorationId: number, body: RestorationBody) =>
  api.call(restorationApi.updateRestoration, { params: { id: canoeId, rid: restorationId }, body });

export interface RaceEntryBody {
  canoe_id: number;
  race_id: number;
  position: number | null;
  paddler_name: string | null;
  time: string | null;
  notes: string | null;
}
export const addRaceEntry = (body: RaceEntryBody) =>
  api.call(raceApi.addRaceResult, { params: { id: body.race_id }, body });
export const updateRaceEntry = (participationId: number, body: RaceEntryBody) =>
  api.call(raceApi.updateRaceResult, { params: { id: body.race_id, pid: participationId }, body });
