/**
 * A protocol's members (its keepers and administrators manage them): each with their email, name and role, a role
 * to change at once, and Remove after a confirmation; then "Add Member" by the email of an account. The server's
 * refusals are told in its words: an email with no account beside the email box, the last keeper above the table.
 */
import { useState } from 'react';
import {
  PROTOCOL_ROLES,
  protocolMemberBody,
  type ProtocolMember,
  type ProtocolMemberInput,
  type ProtocolRole,
} from '../../../shared/api/protocols.ts';
import { SelectField, TextField } from '../../components/form/form-controls.tsx';
import { FormError } from '../../components/form/form-field.tsx';
import { ChangeReasonField } from '../../components/form/change-reason-field.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { ConfirmButton } from '../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../lib/api.ts';
import { errorMessage, failedTo } from '../../lib/failure-message.ts';
import { useProtocolWrites } from './protocol-queries.ts';
import { protocolsArea } from '../../../shared/i18n/messages/protocols.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** The roles as choices, in the page's language. */
function useRoleOptions() {
  const { t } = useI18n();
  return PROTOCOL_ROLES.map((role) => ({ value: role, label: t(protocolsArea.role, { role }) }));
}

function AddMemberForm({ protocolId, onAdded }: { protocolId: number; onAdded: (email: string) => void }) {
  const { t } = useI18n();
  const roleOptions = useRoleOptions();
  const writes = useProtocolWrites();
  const form = useSchemaForm(protocolMemberBody, {
    defaults: { email: '', role: 'member' },
    toBody: (values): ProtocolMemberInput => ({ email: values.email, role: values.role as ProtocolRole }),
    submit: async (body: ProtocolMemberInput) => {
      try {
        const added = await writes.addMember(protocolId, body);
        form.reset();
        onAdded(added.email);
      } catch (error) {
        // No account with this email, or one that already belongs: said beside the email box.
        if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
          form.refuse(null, { email: error.message });
          return;
        }
        throw error;
      }
    },
    failure: (error, marked) => failedTo(t(protocolsArea.addFailed), error, marked, t),
  });
  return (
    <form {...form.formProps} className="card space-y-4 p-4 sm:p-6" aria-labelledby="add-member-title">
      <h3 id="add-member-title" className="text-lg font-semibold text-koa-900">
        {t(protocolsArea.addMember)}
      </h3>
      <p className="text-sm text-stone-600">{t(protocolsArea.addMemberText)}</p>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <TextField label={t(protocolsArea.email)} required {...form.field('email')} />
        <SelectField
          label={t(protocolsArea.roleColumn)}
          placeholder={t(protocolsArea.chooseRole)}
          options={roleOptions}
          {...form.field('role')}
        />
      </div>
      <FormError message={form.failure} />
      <ChangeReasonField />
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={form.busy}>
          {form.busy ? t(protocolsArea.adding) : t(protocolsArea.addMember)}
        </button>
      </div>
    </form>
  );
}

function MemberRow({
  protocolId,
  member,
  onFailure,
  onDone,
}: {
  protocolId: number;
  member: ProtocolMember;
  onFailure: (message: string | null) => void;
  onDone: (message: string) => void;
}) {
  const { t } = useI18n();
  const roleOptions = useRoleOptions();
  const writes = useProtocolWrites();
  const [busy, setBusy] = useState(false);
  const who = member.name ?? member.email;
  const changeRole = async (role: ProtocolRole) => {
    onFailure(null);
    setBusy(true);
    try {
      await writes.setRole(protocolId, member.protocol_member_id, role);
      onDone(t(protocolsArea.nowRole, { who, role }));
    } catch (error) {
      onFailure(t(protocolsArea.roleFailed, { who, error: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 py-3 sm:grid-cols-[minmax(0,1fr)_10rem_8rem_auto]">
      <div className="col-span-2 min-w-0 sm:col-span-2 sm:grid sm:grid-cols-subgrid">
        <p className="break-all text-stone-900">{member.email}</p>
        <p className="text-sm text-stone-600 sm:text-base sm:text-stone-800">{member.name ?? '—'}</p>
      </div>
      <select
        className="input w-32 py-1"
        aria-label={t(protocolsArea.roleOf, { who })}
        value={member.role}
        disabled={busy}
        onChange={(event) => void changeRole(event.target.value as ProtocolRole)}
      >
        {roleOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <div className="text-right">
        <ConfirmButton
          className="btn-secondary px-3 py-1 text-sm"
          title={t(protocolsArea.removeTitle)}
          message={t(protocolsArea.removeConfirm, { who })}
          confirmLabel={t(protocolsArea.remove)}
          busyLabel={t(protocolsArea.removing)}
          onOpen={() => onFailure(null)}
          onConfirm={async () => {
            try {
              await writes.removeMember(protocolId, member.protocol_member_id);
              onDone(t(protocolsArea.removed, { who }));
            } catch (error) {
              onFailure(t(protocolsArea.removeFailed, { who, error: errorMessage(error) }));
              throw error;
            }
          }}
        >
          <span aria-hidden="true">{t(protocolsArea.remove)}</span>
          <span className="sr-only">{t(protocolsArea.removeWho, { who })}</span>
        </ConfirmButton>
      </div>
    </li>
  );
}

export function ProtocolMembers({ protocolId, members }: { protocolId: number; members: ProtocolMember[] }) {
  const { t } = useI18n();
  const [failure, setFailure] = useState<string | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const done = (message: string) => {
    setFailure(null);
    setNews(message);
  };
  return (
    <section aria-labelledby="members-title" className="space-y-4">
      <h2 id="members-title" className="font-display text-2xl font-bold text-koa-900">
        {t(protocolsArea.members)}
      </h2>
      <FormError message={failure} />
      <p role="status" className={news ? 'text-sm text-emerald-800' : 'sr-only'}>
        {news ?? ''}
      </p>
      {members.length === 0 ? (
        <p className="text-stone-600">{t(protocolsArea.noMembers)}</p>
      ) : (
        <div className="card px-4 py-1 sm:px-5">
          <div
            aria-hidden="true"
            className="hidden grid-cols-[minmax(0,1fr)_10rem_8rem_auto] gap-x-4 border-b border-stone-200 py-2 text-sm font-medium text-stone-600 sm:grid"
          >
            <span>{t(protocolsArea.email)}</span>
            <span>{t(protocolsArea.memberName)}</span>
            <span>{t(protocolsArea.roleColumn)}</span>
            <span className="w-20" />
          </div>
          <ul aria-label={t(protocolsArea.membersList)} className="divide-y divide-stone-200">
            {members.map((member) => (
              <MemberRow
                key={member.protocol_member_id}
                protocolId={protocolId}
                member={member}
                onFailure={setFailure}
                onDone={done}
              />
            ))}
          </ul>
        </div>
      )}
      <AddMemberForm protocolId={protocolId} onAdded={(email) => done(t(protocolsArea.added, { email }))} />
    </section>
  );
}
