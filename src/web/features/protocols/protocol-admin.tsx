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
import { ConfirmButton } from '../../components/ui/confirm-dialog.tsx';
import { deletedState } from '../../components/ui/route-notice.tsx';
import { failureMessage } from '../../lib/failure-message.ts';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { protocolsArea } from '../../../shared/i18n/messages/protocols.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ProtocolForm } from './create-protocol-form.tsx';
import { useProtocolWrites } from './protocol-queries.ts';

/** Edit and Delete for an administrator, above the protocol's members. */
export function ProtocolAdmin({ protocol }: { protocol: ProtocolDetail }) {
  const { t } = useI18n();
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
      setFailure(failureMessage(t(protocolsArea.deleteFailed), error, {}, t));
      throw error;
    }
    await navigate(paths.protocols(), {
      state: deletedState({
        what: t(protocolsArea.deleted, { name: protocol.name }),
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
          {t(protocolsArea.saved, { name: saved })}
        </p>
      ) : null}
      {editing ? (
        <ProtocolForm
          id="edit-protocol"
          title={t(protocolsArea.editTitle)}
          values={{ name: protocol.name, description: protocol.description ?? '' }}
          saveLabel={t(protocolsArea.saveProtocol)}
          failedWord={t(protocolsArea.saveFailed)}
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
            {t(protocolsArea.editTitle)}
          </button>
          <ConfirmButton
            className="btn-secondary inline-flex items-center gap-2 text-red-700"
            onOpen={() => {
              setSaved(null);
              setFailure(null);
            }}
            onConfirm={remove}
            title={t(protocolsArea.deleteTitle)}
            message={t(protocolsArea.deleteConfirm, {
              name: protocol.name,
              canBeRestored: t(ui.canBeRestored),
            })}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t(protocolsArea.deleteTitle)}
          </ConfirmButton>
        </div>
      )}
    </div>
  );
}
