import { paths } from '../../../shared/paths.ts';
import { FormPage, useEditedRecord } from '../../components/form/form-page.tsx';
import { GuardedRecordForm, type RecordFormRouteProps } from '../../features/auth/access-guard.tsx';
import { RaceForm } from '../../features/races/race-form.tsx';
import { raceQuery } from '../../features/races/race-queries.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { useI18n } from '../../lib/i18n.tsx';

function RaceFormContent({ id, isEdit }: RecordFormRouteProps) {
  const { t } = useI18n();
  const edit = useEditedRecord(raceQuery(id ?? 0), id, isEdit);
  return (
    <FormPage
      edit={edit}
      titles={[t(pages.raceNewTitle), t(pages.raceEditTitle)]}
      lead={(race) =>
        race
          ? `Update the name, date, place or story of ${race.name}.`
          : 'Record a regatta or crossing; its results are added on the race page once it is saved.'
      }
      list={{ to: paths.races(), label: 'Back to Races' }}
      backToRecord={(race) => ({ to: paths.race(race.race_id), label: `Back to ${race.name}` })}
      notFoundTitle="Race Not Found"
      failure={`Failed to load race data: ${edit.notFound ? 'Race not found' : edit.error?.message}`}
      loading="Loading race data..."
      width="max-w-3xl"
    >
      <RaceForm race={edit.record} />
    </FormPage>
  );
}

/** /races/new and /races/:id/edit: administrators only. */
export default function RaceFormPage() {
  return <GuardedRecordForm level="admin" form={RaceFormContent} />;
}
