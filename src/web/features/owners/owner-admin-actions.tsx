/** The steward page's administrator actions: delete the logo, delete the steward. */
import { useNavigate } from '../../lib/routing.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { ImageMinus, Trash2 } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { ConfirmButton } from '../../components/ui/confirm-dialog.tsx';
import { deletedState } from '../../components/ui/route-notice.tsx';
import type { OwnerDetail } from '../../../shared/api/index.ts';
import { tryDelete } from '../../lib/failure-message.ts';
import { stewardsArea } from '../../../shared/i18n/messages/stewards.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { deleteOwner, deleteOwnerLogo, invalidateOwnerViews, ownerDetailKey } from './owner-admin-queries.ts';

const DANGER_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-4 py-2 font-medium text-red-800 hover:bg-red-50';

interface ActionProps {
  owner: OwnerDetail;
  onFailure: (message: string | null) => void;
}

export function DeleteLogoButton({ owner, onFailure }: ActionProps) {
  const { t } = useI18n();
  const client = useQueryClient();
  return (
    <ConfirmButton
      className="inline-flex items-center gap-1.5 text-sm font-medium text-red-800 hover:underline"
      onOpen={() => onFailure(null)}
      title={t(stewardsArea.deleteLogo)}
      // Taking the logo away is an edit of the steward: its history can revert it.
      message={t(stewardsArea.deleteLogoConfirm)}
      onConfirm={async () => {
        await tryDelete('logo', () => deleteOwnerLogo(owner.owner_id), onFailure);
        // Fetched again before the dialog closes, so the image clears as it does.
        await invalidateOwnerViews(client, owner.owner_id);
      }}
    >
      <ImageMinus aria-hidden="true" className="h-4 w-4" />
      {t(stewardsArea.deleteLogo)}
    </ConfirmButton>
  );
}

export function DeleteOwnerButton({ owner, onFailure }: ActionProps) {
  const { t } = useI18n();
  const client = useQueryClient();
  const navigate = useNavigate();
  return (
    <ConfirmButton
      className={DANGER_BUTTON}
      onOpen={() => onFailure(null)}
      title={t(stewardsArea.deleteSteward)}
      message={t(stewardsArea.deleteStewardConfirm, { name: owner.name, canBeRestored: t(ui.canBeRestored) })}
      onConfirm={async () => {
        // The server refuses (409) while ownership records still name the steward, and says so.
        await tryDelete('steward', () => deleteOwner(owner.owner_id), onFailure);
        // Marked stale first, so the list fetches afresh as it opens.
        await invalidateOwnerViews(client);
        await navigate(paths.owners(), {
          state: deletedState({
            what: t(stewardsArea.deletedWhat, { name: owner.name }),
            record_type: 'owner',
            record_id: owner.owner_id,
            path: paths.owner(owner.owner_id),
          }),
        });
        // Dropped rather than refetched: the page that showed it is gone, and a refetch would only answer 404.
        client.removeQueries({ queryKey: ownerDetailKey(owner.owner_id), exact: true });
      }}
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" />
      {t(stewardsArea.deleteSteward)}
    </ConfirmButton>
  );
}
