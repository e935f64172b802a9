import { useState } from 'react';
import { useNavigate } from '../../lib/routing.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { deletedState } from '../../components/ui/route-notice.tsx';
import { peopleArea } from '../../../shared/i18n/messages/people.ts';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { failureWithReason } from './person-messages.ts';
import { deletePerson, invalidatePeople, personKey } from './people-queries.ts';

/**
 * Delete Person (spec §2, §8): confirmed first; success goes to /people; a refusal (still a maker, still a
 * restorer) stays on the page with the server's reason in a banner.
 */
export function usePersonDelete(personId: number, name: string) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      await deletePerson(personId);
    } catch (failure) {
      setError(failureWithReason(t(peopleArea.deleteFailed), failure, t));
      throw failure;
    }
    // Leave first: refetching the open page's record now would only find it gone.
    await navigate(paths.people(), {
      state: deletedState({
        what: t(peopleArea.deletedWhat, { name }),
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
      title={t(peopleArea.deletePerson)}
      message={t(peopleArea.deletePersonConfirm, { name, canBeRestored: t(ui.canBeRestored) })}
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
