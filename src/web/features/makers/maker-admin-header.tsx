/**
 * The maker page's header with the administrators' deletes (spec §2 "Maker detail"): the picture and the maker,
 * each confirmed. Loaded only for administrators, so visitors never download the dialog.
 */
import { useState } from 'react';
import { useNavigate } from '../../lib/routing.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { ImageMinus, Trash2 } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { FormError } from '../../components/form/form-field.tsx';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { ConfirmButton } from '../../components/ui/confirm-dialog.tsx';
import { deletedState } from '../../components/ui/route-notice.tsx';
import type { MakerDetail } from '../../../shared/api/index.ts';
import { tryDelete } from '../../lib/failure-message.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { makersArea } from '../../../shared/i18n/messages/makers.ts';
import { deleteMaker, deleteMakerPicture, invalidateMakerViews } from './maker-admin-queries.ts';
import { MakerHeader } from './maker-header.tsx';

const DANGER =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-4 py-2 font-medium text-red-800 hover:bg-red-50 disabled:opacity-60';

export default function MakerAdminHeader({ maker, name }: { maker: MakerDetail; name: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const clearFailure = () => setFailure(null);

  return (
    <>
      <MakerHeader
        maker={maker}
        name={name}
        isAdmin
        pictureActions={
          maker.picture_url ? (
            <ConfirmButton
              className="link inline-flex items-center gap-1 text-sm"
              onOpen={clearFailure}
              title={t(makersArea.deletePicture)}
              // Taking the picture away is an edit of the maker: its history can revert it.
              message={t(makersArea.deletePictureConfirm, { name })}
              onConfirm={async () => {
                await tryDelete('picture', () => deleteMakerPicture(maker.maker_id), setFailure);
                await invalidateMakerViews(client, maker.maker_id);
              }}
            >
              <ImageMinus aria-hidden="true" className="h-4 w-4" />
              {t(makersArea.deletePicture)}
            </ConfirmButton>
          ) : null
        }
        actions={
          <ConfirmButton
            className={DANGER}
            onOpen={clearFailure}
            title={t(makersArea.deleteMaker)}
            message={t(makersArea.deleteMakerConfirm, { name, canBeRestored: t(ui.canBeRestored) })}
            onConfirm={async () => {
              await tryDelete('maker', () => deleteMaker(maker.maker_id), setFailure);
              // Stale first, so the list fetches afresh when it opens; the gone maker's copy is dropped once left.
              await invalidateMakerViews(client);
              await navigate(paths.makers(), {
                state: deletedState({
                  what: t(makersArea.deletedWhat, { name }),
                  record_type: 'maker',
                  record_id: maker.maker_id,
                  path: paths.maker(maker.maker_id),
                }),
              });
              client.removeQueries({ queryKey: ['makers', 'detail', maker.maker_id], exact: true });
            }}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t(makersArea.deleteMaker)}
          </ConfirmButton>
        }
      />
      {failure ? (
        <div className="mt-4">
          <FormError message={failure} />
        </div>
      ) : null}
    </>
  );
}
