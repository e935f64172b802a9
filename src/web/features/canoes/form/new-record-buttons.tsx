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
import { canoeFormArea as area } from '../../../../shared/i18n/messages/canoe-form.ts';
import { forms } from '../../../../shared/i18n/messages/forms.ts';
import { useI18n } from '../../../lib/i18n.tsx';

interface ChooseProps {
  /** Chooses the new record in the select (its value, as the select holds it). */
  onChosen: (value: string) => void;
}

export function NewStewardButton({ onChosen }: ChooseProps) {
  const { t } = useI18n();
  const client = useQueryClient();
  return (
    <CreateRecordDialog<OwnerDetail>
      label={t(area.addStewardLabel)}
      title={t(area.addStewardTitle)}
      description={t(area.addStewardText)}
      describe={(owner) => t(area.addedAndSelected, { name: owner.name })}
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
  const { t } = useI18n();
  const { isPeopleAdmin } = useAuth();
  const people = useQuery(personOptionsQuery(isPeopleAdmin));
  if (people.isPending) return <LoadingState label={t(area.loadingPeople)} />;
  return (
    <>
      {people.isError ? (
        <FormError message={t(forms.formDataFailed, { reason: people.error.message })} />
      ) : null}
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
  const { t } = useI18n();
  const client = useQueryClient();
  return (
    <CreateRecordDialog<MakerDetail>
      label={t(area.addMakerLabel)}
      title={t(area.addMakerTitle)}
      description={t(area.addMakerText)}
      describe={(maker) => t(area.addedAndSelected, { name: makerLabel(t, maker) })}
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
  const { t } = useI18n();
  const client = useQueryClient();
  return (
    <CreateRecordDialog<RaceDetail>
      label={t(area.addRaceLabel)}
      title={t(area.addRaceTitle)}
      description={t(area.addRaceText)}
      describe={(race) => t(area.addedAndSelected, { name: race.name })}
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
