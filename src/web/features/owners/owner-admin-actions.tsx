/** The steward page's administrator actions: delete the logo, delete the steward, and the notice after a create. */
import { useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ImageMinus, Trash2, X } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import type { OwnerDetail } from '../../../shared/api/index.ts';
import { deleteOwner, deleteOwnerLogo, invalidateOwnerViews, ownerDetailKey } from './owner-admin-queries.ts';
import type { OwnerPageNotice } from './owner-form.tsx';

const DANGER_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-4 py-2 font-medium text-red-800 hover:bg-red-50';

const reason = (error: unknown) => (error instanceof Error && error.message) || 'Unknown error';

/** A dialog without a trigger leaves focus nowhere when it closes: give it back to the button that opened it. */
function useConfirmState(button: RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setTimeout(() => button.current?.focus(), 0);
  };
  return { open, setOpen, onOpenChange };
}

export function DeleteLogoButton({
  owner,
  onFailure,
}: {
  owner: OwnerDetail;
  onFailure: (message: string | null) => void;
}) {
  const client = useQueryClient();
  const button = useRef<HTMLButtonElement>(null);
  const confirm = useConfirmState(button);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-red-800 hover:underline"
        onClick={() => {
          onFailure(null);
          confirm.setOpen(true);
        }}
      >
        <ImageMinus aria-hidden="true" className="h-4 w-4" />
        Delete Logo
      </button>
      <ConfirmDialog
        open={confirm.open}
        onOpenChange={confirm.onOpenChange}
        title="Delete Logo"
        message="Are you sure you want to delete this logo? This action cannot be undone."
        onConfirm={async () => {
          try {
            await deleteOwnerLogo(owner.owner_id);
          } catch (error) {
            onFailure(`Failed to delete logo: ${reason(error)}`);
            throw error;
          }
          // Fetched again before the dialog closes, so the image clears as it does.
          await invalidateOwnerViews(client, owner.owner_id);
        }}
      />
    </>
  );
}

export function DeleteOwnerButton({
  owner,
  onFailure,
}: {
  owner: OwnerDetail;
  onFailure: (message: string | null) => void;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const button = useRef<HTMLButtonElement>(null);
  const confirm = useConfirmState(button);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={DANGER_BUTTON}
        onClick={() => {
          onFailure(null);
          confirm.setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        Delete Steward
      </button>
      <ConfirmDialog
        open={confirm.open}
        onOpenChange={confirm.onOpenChange}
        title="Delete Steward"
        message={`Are you sure you want to delete ${owner.name}? This action cannot be undone.`}
        onConfirm={async () => {
          try {
            await deleteOwner(owner.owner_id);
          } catch (error) {
            // The server refuses (409) while ownership records still name the steward, and says so.
            onFailure(`Failed to delete steward: ${reason(error)}`);
            throw error;
          }
          // Marked stale first, so the list fetches afresh as it opens.
          await invalidateOwnerViews(client);
          await navigate(paths.owners());
          // Dropped rather than refetched: the page that showed it is gone, and a refetch would only answer 404.
          client.removeQueries({ queryKey: ownerDetailKey(owner.owner_id), exact: true });
        }}
      />
    </>
  );
}

/** The message a create left for this page (a logo the server refused), until the admin dismisses it. */
export function OwnerPageNoticeBanner() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as Partial<OwnerPageNotice> | null)?.notice;
  if (!notice) return null;
  return (
    <div
      role="alert"
      className="mb-6 flex items-start justify-between gap-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p>{notice}</p>
      <button
        type="button"
        className="shrink-0 rounded p-1 hover:bg-amber-100"
        aria-label="Dismiss message"
        onClick={() =>
          void navigate({ search: location.search, hash: location.hash }, { replace: true, state: null })
        }
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
