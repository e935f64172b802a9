/**
 * A protocol's name and description changed, or the protocol deleted, on its page (administrators). Each is a
 * change of the history with its optional reason. A protocol that still keeps records is not deleted: the server's
 * refusal names them, and it is shown on the page.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { protocolBody, type ProtocolDetail, type ProtocolInput } from '../../../shared/api/protocols.ts';
import { paths } from '../../../shared/paths.ts';
import { TextAreaField, TextField } from '../../components/form/form-controls.tsx';
import { FormFooter } from '../../components/form/form-buttons.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { CAN_BE_RESTORED, ConfirmButton } from '../../components/ui/confirm-dialog.tsx';
import { deletedState } from '../../components/ui/route-notice.tsx';
import { failedTo, failureMessage } from '../../lib/failure-message.ts';
import { useProtocolWrites } from './protocol-queries.ts';

function EditProtocolForm({
  protocol,
  onDone,
  onCancel,
}: {
  protocol: ProtocolDetail;
  onDone: (name: string) => void;
  onCancel: () => void;
}) {
  const writes = useProtocolWrites();
  const form = useSchemaForm(protocolBody, {
    defaults: { name: protocol.name, description: protocol.description ?? '' },
    toBody: (values): ProtocolInput => ({ name: values.name, description: values.description }),
    submit: async (body: ProtocolInput) => {
      const saved = await writes.update(protocol.protocol_id, body);
      onDone(saved.name);
    },
    failure: (error, marked) => failedTo('save protocol', error, marked),
  });
  return (
    <form {...form.formProps} className="card space-y-4 p-4 sm:p-6" aria-labelledby="edit-protocol-title">
      <h2 id="edit-protocol-title" className="text-lg font-semibold text-koa-900">
        Edit Protocol
      </h2>
      <TextField label="Name" required maxLength={120} {...form.field('name')} />
      <TextAreaField label="Description" {...form.field('description')} />
      <FormFooter failure={form.failure} busy={form.busy} onCancel={onCancel} label="Save Protocol" />
    </form>
  );
}

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
        <EditProtocolForm
          protocol={protocol}
          onCancel={() => setEditing(false)}
          onDone={(name) => {
            setSaved(name);
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
