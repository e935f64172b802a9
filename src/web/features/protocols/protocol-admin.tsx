/**
 * A protocol's name and description changed, or the protocol deleted, on its page (administrators). Each is a
 * change of the history with its optional reason. A protocol that still keeps records is not deleted: the server's
 * refusal names them, and it is shown on the page.
 */
import { useState } from 'react';
import { useNavigate } from '../../lib/routing.tsx';
import { Pencil, Trash2 } from 'lucide-react';
import type { ProtocolDetail } from '../../../shared/api/protocols.ts';
import { paths } from '../../../shared/paths.ts';
import { CAN_BE_RESTORED } from '../../components/ui/can-be-restored.ts';
import { ConfirmButton } from '../../components/ui/confirm-dialog.tsx';
import { deletedState } from '../../components/ui/route-notice.tsx';
import { failureMessage } from '../../lib/failure-message.ts';
import { ProtocolForm } from './create-protocol-form.tsx';
import { useProtocolWrites } from './protocol-queries.ts';

/** Edit and Delete for an administrator, above the protocol's members. */
export function ProtocolAdmin({ protocol }: { protocol: ProtocolDetail }) {
  const writes = useProtocolWrites();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const remove = async () => {
    setFailure(null);
    try {
      await writes.remove(protocol.protocol_id);
    } catch (error) {
      // "This protocol still keeps 2 records: the story “…” of …": what to make public first.
      setFailure(failureMessage('Failed to delete protocol. Please try again.', error));
      throw error;
    }
    await navigate(paths.protocols(), {
      state: deletedState({
        what: `the protocol ${protocol.name}`,
        record_type: 'protocol',
        record_id: protocol.protocol_id,
        path: paths.protocol(protocol.protocol_id),
      }),
    });
  };

  return (
    <div className="space-y-4">
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
          {failure}
        </p>
      ) : null}
      {saved && !editing ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900"
        >
          {`Saved the protocol ${saved}.`}
        </p>
      ) : null}
      {editing ? (
        <ProtocolForm
          title="Edit Protocol"
          values={{ name: protocol.name, description: protocol.description ?? '' }}
          saveLabel="Save Protocol"
          failedWord="save protocol"
          onCancel={() => setEditing(false)}
          save={async (body) => {
            const saved = await writes.update(protocol.protocol_id, body);
            setSaved(saved.name);
            setEditing(false);
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-secondary inline-flex items-center gap-2"
            onClick={() => {
              setSaved(null);
              setFailure(null);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Edit Protocol
          </button>
          <ConfirmButton
            className="btn-secondary inline-flex items-center gap-2 text-red-700"
            onOpen={() => {
              setSaved(null);
              setFailure(null);
            }}
            onConfirm={remove}
            title="Delete Protocol"
            message={`Are you sure you want to delete the protocol ${protocol.name} and its memberships? A protocol that still keeps records cannot be deleted. ${CAN_BE_RESTORED}`}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete Protocol
          </ConfirmButton>
        </div>
      )}
    </div>
  );
}
