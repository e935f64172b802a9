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
import { canoeFormArea as area } from '../../../../shared/i18n/messages/canoe-form.ts';
import { useI18n } from '../../../lib/i18n.tsx';

export function NameAddForm({ canoeId }: { canoeId: number }) {
  const { t } = useI18n();
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
    check: (values) => ({ start_date: values.start_date ? undefined : t(area.nameGivenYearRequired) }),
    submit: async (body) => {
      await addCanoeName(canoeId, body);
      await invalidateCanoeViews(client, canoeId);
      await navigate(paths.canoe(canoeId));
    },
    failure: (error, marked) => failureMessage(t(area.addNameFailed), error, marked, t),
  });

  return (
    <form {...form.formProps} className="card space-y-6 p-6 sm:p-8">
      <TextField label={t(area.name)} required maxLength={200} {...form.field('name')} />
      <NameLanguageField
        value={form.values.language}
        error={form.field('language').error}
        onChange={form.field('language').onChange}
      />
      <DateField
        label={t(area.nameGivenYear)}
        required
        hint={t(area.nameGivenYearHint)}
        {...form.field('start_date')}
      />
      <FormError message={form.failure} />
      <FormButtons
        className="flex flex-wrap justify-end gap-3 border-t border-stone-200 pt-6"
        busy={form.busy}
        onCancel={onCancel}
        label={t(area.addName)}
        busyLabel={t(area.adding)}
      />
    </form>
  );
}
