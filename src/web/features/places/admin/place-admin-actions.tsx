/**
 * A place's page as administrators see it: Edit Place, History and Delete Place. The server refuses to delete a
 * place while a canoe, race, restoration or steward refers to it (409), and says what does: shown under the
 * buttons. A chunk of its own, loaded for administrators only.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { paths } from '../../../../shared/paths.ts';
import type { Place } from '../../../../shared/api/places.ts';
import { FormError } from '../../../components/form/form-field.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-dialog.tsx';
import { HistoryLink } from '../../../components/ui/history-link.tsx';
import { deletedState } from '../../../components/ui/route-notice.tsx';
import { tryDelete } from '../../../lib/failure-message.ts';
import { Link, useNavigate } from '../../../lib/routing.tsx';
import { placesArea as area } from '../../../../shared/i18n/messages/places.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { deletePlace, invalidatePlaceViews, placeEditKey } from './place-admin-queries.ts';

const DANGER_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-4 py-2 font-medium text-red-800 hover:bg-red-50';

export function PlaceAdminActions({ place }: { place: Pick<Place, 'place_id' | 'name'> }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <div className="print:hidden">
      <div className="flex flex-wrap gap-3">
        <Link to={paths.placeEdit(place.place_id)} className="btn-secondary">
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t(area.editPlace)}
        </Link>
        <HistoryLink to={paths.placeHistory(place.place_id)} />
        <ConfirmButton
          className={DANGER_BUTTON}
          onOpen={() => setFailure(null)}
          title={t(area.deletePlace)}
          message={t(area.confirmDelete, { name: place.name })}
          onConfirm={async () => {
            // Refused (409) while anything refers to the place: the server's words say what.
            await tryDelete(t(area.adminDeleteFailed), () => deletePlace(place.place_id), setFailure, t);
            await invalidatePlaceViews(client);
            await navigate(paths.places(), {
              state: deletedState({
                what: t(area.adminDeletedWhat, { name: place.name }),
                record_type: 'place',
                record_id: place.place_id,
                path: paths.place(place.place_id),
              }),
            });
            client.removeQueries({ queryKey: placeEditKey(place.place_id), exact: true });
          }}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t(area.deletePlace)}
        </ConfirmButton>
      </div>
      {failure ? (
        <div className="mt-4">
          <FormError message={failure} />
        </div>
      ) : null}
    </div>
  );
}

export default PlaceAdminActions;
