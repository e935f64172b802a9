/** "Create Protocol" (administrators): a community's name and what it is, on the protocols page. */
import { protocolBody, type ProtocolInput } from '../../../shared/api/protocols.ts';
import { TextAreaField, TextField } from '../../components/form/form-controls.tsx';
import { FormError } from '../../components/form/form-field.tsx';
import { ChangeReasonField } from '../../components/form/change-reason-field.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { failedTo } from '../../lib/failure-message.ts';
import { useProtocolWrites } from './protocol-queries.ts';

const EMPTY = { name: '', description: '' };

export function CreateProtocolForm({ onCreated }: { onCreated: (name: string) => void }) {
  const writes = useProtocolWrites();
  const form = useSchemaForm(protocolBody, {
    defaults: EMPTY,
    toBody: (values): ProtocolInput => ({ name: values.name, description: values.description }),
    submit: async (body: ProtocolInput) => {
      const made = await writes.create(body);
      form.reset();
      onCreated(made.name);
    },
    failure: (error, marked) => failedTo('create protocol', error, marked),
  });
  return (
    <form {...form.formProps} className="card space-y-4 p-4 sm:p-6" aria-labelledby="create-protocol-title">
      <h2 id="create-protocol-title" className="text-lg font-semibold text-koa-900">
        Create Protocol
      </h2>
      <p className="text-sm text-stone-600">
        A community whose knowledge the archive keeps for its members: an ʻohana, a club, a hālau, a museum.
        Add its first keeper once it is made.
      </p>
      <TextField label="Name" required maxLength={120} {...form.field('name')} />
      <TextAreaField label="Description" {...form.field('description')} />
      <FormError message={form.failure} />
      <ChangeReasonField />
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={form.busy}>
          {form.busy ? 'Saving...' : 'Create Protocol'}
        </button>
      </div>
    </form>
  );
}
