/** /places/new and /places/:id/edit (decision 030): administrators only. */
import { paths } from '../../../shared/paths.ts';
import { FormPage, useEditedRecord } from '../../components/form/form-page.tsx';
import { GuardedRecordForm, type RecordFormRouteProps } from '../../features/auth/access-guard.tsx';
import { placeEditQuery } from '../../features/places/admin/place-admin-queries.ts';
import { PlaceForm } from '../../features/places/admin/place-form.tsx';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { placesArea } from '../../../shared/i18n/messages/places.ts';
import { useI18n } from '../../lib/i18n.tsx';

function PlaceFormContent({ id, isEdit }: RecordFormRouteProps) {
  const { t } = useI18n();
  const edit = useEditedRecord(placeEditQuery(id ?? 0), id, isEdit);
  return (
    <FormPage
      edit={edit}
      titles={[t(pages.placeNewTitle), t(pages.placeEditTitle)]}
      lead={(place) => (place ? t(placesArea.formEditLead, { name: place.name }) : t(placesArea.formNewLead))}
      list={{ to: paths.places(), label: t(placesArea.backToPlaces) }}
      backToRecord={(place) => ({
        to: paths.place(place.place_id),
        label: t(placesArea.formBackToPlace, { name: place.name }),
      })}
      notFoundTitle={t(pages.placeNotFoundTitle)}
      failure={t(placesArea.formLoadFailed, {
        error: edit.notFound ? t(pages.placeNotFoundTitle) : edit.error?.message,
      })}
      loading={t(placesArea.formLoading)}
      width="max-w-3xl"
    >
      <PlaceForm place={edit.record} />
    </FormPage>
  );
}

export default function PlaceFormPage() {
  return <GuardedRecordForm level="admin" form={PlaceFormContent} />;
}
