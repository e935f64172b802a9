/**
 * The race page as administrators see it: Delete Race, a Delete per result, and Add Result. Loaded only for
 * administrators, so visitors never download the forms and the dialog.
 */
import { useState } from 'react';
import { useNavigate } from '../../lib/routing.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { FormError } from '../../components/form/form-field.tsx';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { deletedState, useSayDeleted } from '../../components/ui/route-notice.tsx';
import type { Participation, RaceDetail } from '../../../shared/api/index.ts';
import { deleteRace, deleteRaceResult, invalidateRaceViews } from './race-admin-queries.ts';
import { RaceDetails } from './race-details.tsx';
import { RaceResultAdder } from './race-result-form.tsx';
import { racesArea } from '../../../shared/i18n/messages/races.ts';
import { useI18n, type Translator } from '../../lib/i18n.tsx';

const DANGER =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-4 py-2 font-medium text-red-800 hover:bg-red-50 disabled:opacity-60';

const entryName = (t: Translator['t'], entry: Participation) =>
  entry.canoe_name || t(racesArea.canoeNumber, { id: entry.canoe_id });

export default function RaceAdminView({ race }: { race: RaceDetail }) {
  const { t } = useI18n();
  const failureReason = (error: unknown) => (error as Error).message || t(racesArea.unknownError);
  const navigate = useNavigate();
  const client = useQueryClient();
  const sayDeleted = useSayDeleted();
  const [confirmRace, setConfirmRace] = useState(false);
  const [entry, setEntry] = useState<Participation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const removeRace = async () => {
    setFailure(null);
    try {
      await deleteRace(race.race_id);
    } catch (error) {
      setFailure(t(racesArea.deleteRaceFailed, { error: failureReason(error) }));
      throw error;
    }
    // Stale first, so the list fetches afresh when it opens; the gone race's copy is dropped once left.
    await invalidateRaceViews(client);
    await navigate(paths.races(), {
      state: deletedState({
        what: t(racesArea.deletedRace, { name: race.name }),
        record_type: 'race',
        record_id: race.race_id,
        path: paths.race(race.race_id),
      }),
    });
    client.removeQueries({ queryKey: ['races', 'detail', race.race_id], exact: true });
  };

  const removeEntry = async () => {
    if (!entry) return;
    setFailure(null);
    try {
      await deleteRaceResult(race.race_id, entry.participation_id);
    } catch (error) {
      setFailure(t(racesArea.deleteEntryFailed, { error: failureReason(error) }));
      throw error;
    }
    await invalidateRaceViews(client, race.race_id);
    await sayDeleted({
      what: t(racesArea.deletedResult, { canoe: entryName(t, entry) }),
      record_type: 'participation',
      record_id: entry.participation_id,
    });
  };

  const entryConfirm = !entry
    ? ''
    : entry.position === null
      ? t(racesArea.deleteEntryConfirm, { canoe: entryName(t, entry), canBeRestored: t(ui.canBeRestored) })
      : t(racesArea.deleteEntryConfirmPlaced, {
          canoe: entryName(t, entry),
          place: t(racesArea.place, { position: entry.position }),
          canBeRestored: t(ui.canBeRestored),
        });

  return (
    <>
      <RaceDetails
        race={race}
        isAdmin
        actions={
          <button type="button" className={DANGER} onClick={() => setConfirmRace(true)}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t(racesArea.deleteRace)}
          </button>
        }
        notice={
          failure ? (
            <div className="mb-6">
              <FormError message={failure} />
            </div>
          ) : null
        }
        renderEntryActions={(row) => (
          <button
            type="button"
            className="inline-flex items-center gap-1 text-sm font-medium text-red-800 hover:underline"
            onClick={() => setEntry(row)}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t(racesArea.deleteResult)}
            <span className="sr-only"> {t(racesArea.deleteResultOf, { canoe: entryName(t, row) })}</span>
          </button>
        )}
        afterResults={<RaceResultAdder raceId={race.race_id} />}
      />
      <ConfirmDialog
        open={confirmRace}
        onOpenChange={setConfirmRace}
        onConfirm={removeRace}
        title={t(racesArea.deleteRace)}
        message={t(racesArea.deleteRaceConfirm, { name: race.name, canBeRestored: t(ui.canBeRestored) })}
      />
      <ConfirmDialog
        open={entry !== null}
        onOpenChange={(open) => !open && setEntry(null)}
        onConfirm={removeEntry}
        title={t(racesArea.deleteEntryTitle)}
        message={entryConfirm}
      />
    </>
  );
}
