import { paths } from '../../../shared/paths.ts';
import { FormPage, useEditedRecord } from '../../components/form/form-page.tsx';
import { GuardedRecordForm, type RecordFormRouteProps } from '../../features/auth/access-guard.tsx';
import { RaceForm } from '../../features/races/race-form.tsx';
import { raceQuery } from '../../features/races/race-queries.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { racesArea } from '../../../shared/i18n/messages/races.ts';
import { useI18n } from '../../lib/i18n.tsx';

function RaceFormContent({ id, isEdit }: RecordFormRouteProps) {
  const { t } = useI18n();
  const edit = useEditedRecord(raceQuery(id ?? 0), id, isEdit);
  return (
    <FormPage
      edit={edit}
      titles={[t(pages.raceNewTitle), t(pages.raceEditTitle)]}
      lead={(race) => (race ? t(racesArea.editLead, { name: race.name }) : t(racesArea.newLead))}
      list={{ to: paths.races(), label: t(racesArea.backToRaces) }}
      backToRecord={(race) => ({
        to: paths.race(race.race_id),
        label: t(racesArea.backToRace, { name: race.name }),
      })}
      notFoundTitle={t(pages.raceNotFoundTitle)}
      failure={t(racesArea.loadDataFailed, {
        error: edit.notFound ? t(racesArea.raceNotFound) : edit.error?.message,
      })}
      loading={t(racesArea.loadingData)}
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
