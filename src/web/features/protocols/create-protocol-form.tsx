/**
 * A protocol's name and what it is: "Create Protocol" on the protocols page (administrators), and "Edit Protocol"
 * on its own page (protocol-admin.tsx), one form for both.
 */
import type { ReactNode } from 'react';
import { protocolBody, type ProtocolInput } from '../../../shared/api/protocols.ts';
import { TextAreaField, TextField } from '../../components/form/form-controls.tsx';
import { FormError } from '../../components/form/form-field.tsx';
import { FormButtons } from '../../components/form/form-buttons.tsx';
import { ChangeReasonField } from '../../components/form/change-reason-field.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { failedTo } from '../../lib/failure-message.ts';
import { protocolsArea } from '../../../shared/i18n/messages/protocols.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useProtocolWrites } from './protocol-queries.ts';

const EMPTY = { name: '', description: '' };

export function ProtocolForm({
  id,
  title,
  intro,
  values = EMPTY,
  save,
  saveLabel,
  failedWord,
  onCancel,
}: {
  /** The form's id, naming its heading's. */
  id: string;
  title: string;
  intro?: ReactNode;
  values?: { name: string; description: string };
  /** Sends the body; the form empties itself after a create. */
  save: (body: ProtocolInput) => Promise<unknown>;
  saveLabel: string;
  /** "Failed to create protocol": the failure's words, in the page's language. */
  failedWord: string;
  /** Given, the form has Cancel beside its button (editing). */
  onCancel?: () => void;
}) {
  const { t } = useI18n();
  const form = useSchemaForm(protocolBody, {
    defaults: values,
    toBody: (v): ProtocolInput => ({ name: v.name, description: v.description }),
    submit: async (body: ProtocolInput) => {
      await save(body);
      if (!onCancel) form.reset();
    },
    failure: (error, marked) => failedTo(failedWord, error, marked, t),
  });
  const titleId = `${id}-title`;
  return (
    <form {...form.formProps} className="card space-y-4 p-4 sm:p-6" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold text-koa-900">
        {title}
      </h2>
      {intro ? <p className="text-sm text-stone-600">{intro}</p> : null}
      <TextField label={t(protocolsArea.name)} required maxLength={120} {...form.field('name')} />
      <TextAreaField label={t(protocolsArea.description)} {...form.field('description')} />
      <FormError message={form.failure} />
      {onCancel ? (
        <FormButtons busy={form.busy} onCancel={onCancel} label={saveLabel} />
      ) : (
        <>
          <ChangeReasonField />
          <div className="flex justify-end">
            <button type="submit" className="btn-primary" disabled={form.busy}>
              {form.busy ? t(protocolsArea.saving) : saveLabel}
            </button>
          </div>
        </>
      )}
    </form>
  );
}

export function CreateProtocolForm({ onCreated }: { onCreated: (name: string) => void }) {
  const { t } = useI18n();
  const writes = useProtocolWrites();
  return (
    <ProtocolForm
      id="create-protocol"
      title={t(protocolsArea.createTitle)}
      intro={t(protocolsArea.createIntro)}
      saveLabel={t(protocolsArea.createTitle)}
      failedWord={t(protocolsArea.createFailed)}
      save={async (body) => onCreated((await writes.create(body)).name)}
    />
  );
}
