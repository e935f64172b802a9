/**
 * "Add a new steward / maker / race" beside the canoe forms' selects: the record's own form in a dialog; once
 * saved, the select's list is fetched again and the new record is chosen in it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MakerDetail, OwnerDetail, RaceDetail } from '../../../../shared/api/index.ts';
import { CreateRecordDialog, type DialogFormProps } from '../../../components/form/create-record-dialog.tsx';
import { FormError } from '../../../components/form/form-field.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { useAuth } from '../../auth/auth-queries.ts';
import { personOptionsQuery } from '../../makers/maker-admin-queries.ts';
import { MakerForm } from '../../makers/index.ts';
import { OwnerForm } from '../../owners/index.ts';
import { RaceForm } from '../../races/index.ts';
import { raceOptionsQuery } from '../detail/admin/admin-queries.ts';
import { makerLabel, makerOptionsQuery, ownerOptionsQuery } from './canoe-form-queries.ts';

interface ChooseProps {
  /** Chooses the new record in the select (its value, as the select holds it). */
  onChosen: (value: string) => void;
}

export function NewStewardButton({ onChosen }: ChooseProps) {
  const client = useQueryClient();
  return (
    <CreateRecordDialog<OwnerDetail>
      label="Add a new steward"
      title="Add New Steward"
      description="A family, club, museum or organization that cares for koa canoes. Once created, it is chosen in the form beneath."
      describe={(owner) => `${owner.name} added and selected.`}
      onCreated={async (owner) => {
        await client.refetchQueries({ queryKey: ownerOptionsQuery.queryKey });
        onChosen(String(owner.owner_id));
      }}
      onChosen={async (id) => onChosen(String(id))}
    >
      {(dialog) => <OwnerForm owner={null} dialog={dialog} />}
    </CreateRecordDialog>
  );
}

function NewMakerForm({ dialog }: { dialog: DialogFormProps<MakerDetail> }) {
  const { isPeopleAdmin } = useAuth();
  const people = useQuery(personOptionsQuery(isPeopleAdmin));
  if (people.isPending) return <LoadingState label="Loading people..." />;
  return (
    <>
      {people.isError ? <FormError message={`Failed to load form data: ${people.error.message}`} /> : null}
      <MakerForm
        maker={null}
        people={people.data ?? []}
        canChooseAnyone={isPeopleAdmin}
        personId={null}
        dialog={dialog}
      />
    </>
  );
}

export function NewMakerButton({ onChosen }: ChooseProps) {
  const client = useQueryClient();
  return (
    <CreateRecordDialog<MakerDetail>
      label="Add a new maker"
      title="Add New Maker"
      description="A carver, restorer or designer: the person, their role and their story. Once created, the maker is chosen in the form beneath."
      describe={(maker) => `${makerLabel(maker)} added and selected.`}
      onCreated={async (maker) => {
        await client.refetchQueries({ queryKey: makerOptionsQuery.queryKey });
        onChosen(String(maker.maker_id));
      }}
      onChosen={async (id) => onChosen(String(id))}
    >
      {(dialog) => <NewMakerForm dialog={dialog} />}
    </CreateRecordDialog>
  );
}

export function NewRaceButton({ onChosen }: ChooseProps) {
  const client = useQueryClient();
  return (
    <CreateRecordDialog<RaceDetail>
      label="Add a new race"
      title="Add New Race"
      description="A regatta or crossing. Once created, it is chosen in the race entry form beneath."
      describe={(race) => `${race.name} added and selected.`}
      onCreated={async (race) => {
        await client.refetchQueries({ queryKey: raceOptionsQuery.queryKey });
        onChosen(String(race.race_id));
      }}
      onChosen={async (id) => onChosen(String(id))}
    >
      {(dialog) => <RaceForm race={null} dialog={dialog} />}
    </CreateRecordDialog>
  );
}
