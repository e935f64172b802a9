import { useState } from 'react';
import { useNavigate } from '../../lib/routing.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.ts';
import { CAN_BE_RESTORED } from '../../components/ui/can-be-restored.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { deletedState } from '../../components/ui/route-notice.tsx';
import { failureWithReason } from './person-messages.ts';
import { deletePerson, invalidatePeople, personKey } from './people-queries.ts';

const DELETE_FAILED = 'Failed to delete person. Please try again.';

/**
 * Delete Person (spec §2, §8): confirmed first; success goes to /people; a refusal (still a maker, still a
 * restorer) stays on the page with the server's reason in a banner.
 */
export function usePersonDelete(personId: number, name: string) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      await deletePerson(personId);
    } catch (failure) {
      setError(failureWithReason(DELETE_FAILED, failure));
      throw failure;
    }
    // Leave first: refetching the open page's record now would only find it gone.
    await navigate(paths.people(), {
      state: deletedState({
        what: `the person ${name}`,
        record_type: 'person',
        record_id: personId,
        path: paths.person(personId),
      }),
    });
    client.removeQueries({ queryKey: personKey(personId) });
    await invalidatePeople(client);
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      onConfirm={confirm}
      title="Delete Person"
      message={`Are you sure you want to delete ${name}? ${CAN_BE_RESTORED}`}
    />
  );

  return {
    dialog,
    error,
    dismissError: () => setError(null),
    requestDelete: () => {
      setError(null);
      setOpen(true);
    },
  };
}
