/** The add-name page's form (spec §2): a new current name; the server ends the old one on the new one's date. */
import { DateField } from '../../../components/form/date-field.tsx';
import { useNavigate } from '../../../lib/routing.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../../shared/paths.ts';
import { canoeNameBody } from '../../../../shared/api/canoes.ts';
import { FormButtons } from '../../../components/form/form-buttons.tsx';
import { FormError } from '../../../components/form/form-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { addCanoeName, invalidateCanoeViews } from './canoe-form-queries.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { TextField } from '../../../components/form/form-controls.tsx';
import { useCancel } from '../../../lib/use-cancel.ts';
import { NameLanguageField, nameLanguageValue } from '../name-language-field.tsx';

export const NAME_YEAR_REQUIRED = 'Name Given Year is required';

export function NameAddForm({ canoeId }: { canoeId: number }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const onCancel = useCancel(paths.canoe(canoeId));
  const form = useSchemaForm(canoeNameBody, {
    // Empty: the year a name was given is history, not today (issue 31).
    defaults: () => ({ name: '', language: 'haw', start_date: '' }),
    toBody: (values) => ({
      name: values.name.trim(),
      language: nameLanguageValue(values.language),
      start_date: values.start_date,
    }),
    // The shared body lets the date out (the canoe page's form may); this page asks for it.
    check: (values) => ({ start_date: values.start_date ? undefined : NAME_YEAR_REQUIRED }),
    submit: async (body) => {
      await addCanoeName(canoeId, body);
      await invalidateCanoeViews(client, canoeId);
      await navigate(paths.canoe(canoeId));
    },
    failure: (error, marked) => failureMessage('Failed to add new name. Please try again.', error, marked),
  });

  return (
    <form {...form.formProps} className="card space-y-6 p-6 sm:p-8">
      <TextField label="Name" required maxLength={200} {...form.field('name')} />
      <NameLanguageField
        value={form.values.language}
        error={form.field('language').error}
        onChange={form.field('language').onChange}
      />
      <DateField
        label="Name Given Year"
        required
        hint="When the canoe was given this name. The current name ends then."
        {...form.field('start_date')}
      />
      <FormError message={form.failure} />
      <FormButtons
        className="flex flex-wrap justify-end gap-3 border-t border-stone-200 pt-6"
        busy={form.busy}
        onCancel={onCancel}
        label="Add Name"
        busyLabel="Adding..."
      />
    </form>
  );
}
