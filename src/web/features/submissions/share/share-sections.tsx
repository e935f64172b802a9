/** The parts of the share form that depend on what is shared, and the sender's own part. */
import { useId } from 'react';
import { Link } from '../../../lib/routing.tsx';
import { useQuery } from '@tanstack/react-query';
import { CANOE_TYPES } from '../../../../shared/constants.ts';
import { paths } from '../../../../shared/paths.ts';
import {
  CORRECTION_FIELD_LABELS,
  CORRECTION_FIELDS,
  type CorrectionField,
} from '../../../../shared/api/submissions.ts';
import type { CanoeDetail } from '../../../../shared/api/index.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { DateField } from '../../../components/form/date-field.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/form/form-controls.tsx';
import type { FieldBinding } from '../../../components/form/use-schema-form.ts';
import { canoeTitle } from '../../../lib/canoe-name.ts';
import { shownValue } from '../../../lib/canoe-field-values.ts';
import { canoeField } from '../../../../shared/canoe-fields.ts';
import { canoeDetailQuery } from '../../canoes/detail/canoe-detail-queries.ts';
import { CheckboxField } from './checkbox-field.tsx';

type Field = (name: string) => FieldBinding;

const TYPE_OPTIONS = CANOE_TYPES.map((type) => ({ value: String(type.type_id), label: type.name }));

/** A detail of the canoe as its page shows it; null when none is recorded. */
function currentValue(canoe: CanoeDetail, field: CorrectionField): string | null {
  if (field === 'name') return canoeTitle(canoe, canoe.names);
  if (field === 'build_date') return canoe.build_date_words || null;
  return shownValue(canoe, canoeField(field));
}

/** The box for the correct value, as the canoe form takes that detail. */
function CorrectValue({ detail, binding }: { detail: CorrectionField; binding: FieldBinding }) {
  const label = 'The correct value';
  if (detail === 'build_date') return <DateField label={label} required {...binding} />;
  if (detail !== 'name' && canoeField(detail).kind === 'canoe-type') {
    return (
      <SelectField label={label} required placeholder="Choose the type" options={TYPE_OPTIONS} {...binding} />
    );
  }
  return <TextField label={label} required maxLength={2000} {...binding} />;
}

export function CorrectionFields({ canoeId, field }: { canoeId: number | null; field: Field }) {
  const detail = field('correction_field');
  const chosen = CORRECTION_FIELDS.find((name) => name === detail.value);
  const canoe = useQuery({ ...canoeDetailQuery(canoeId ?? 0), enabled: canoeId !== null });
  const currentId = useId();
  const current = chosen && canoe.data ? currentValue(canoe.data, chosen) : null;
  return (
    <div className="space-y-5">
      <SelectField
        label="The detail to correct"
        required
        placeholder="Choose a detail"
        options={CORRECTION_FIELDS.map((name) => ({ value: name, label: CORRECTION_FIELD_LABELS[name] }))}
        {...detail}
      />
      {chosen && canoeId !== null ? (
        <div aria-labelledby={currentId} role="group" className="rounded-lg bg-stone-100 px-4 py-3">
          <p id={currentId} className="text-sm font-medium text-stone-700">
            The registry says now
          </p>
          <p className="mt-1 text-koa-900">
            {canoe.isPending ? 'Loading...' : (current ?? <span className="italic">Not recorded</span>)}
          </p>
        </div>
      ) : null}
      {chosen ? <CorrectValue detail={chosen} binding={field('correction_value')} /> : null}
      <TextAreaField
        label="How do you know?"
        rows={4}
        hint="A document, a photograph, or your own connection to the canoe."
        {...field('correction_explanation')}
      />
    </div>
  );
}

export function NewCanoeFields({ field }: { field: Field }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div className="md:col-span-2">
        <TextField
          label="Name"
          required
          maxLength={200}
          hint="As the family or club spells it, ʻokina and kahakō included."
          {...field('name')}
        />
      </div>
      <TextField label="Bow Number" maxLength={50} {...field('hull_id')} />
      <SelectField label="Canoe Type" placeholder="Not sure" options={TYPE_OPTIONS} {...field('type_id')} />
      <DateField label="Build Year" {...field('build_date')} />
      <TextField label="Origin Location" maxLength={200} hint="Where it was built." {...field('origin')} />
      <TextField
        label="Steward"
        maxLength={300}
        hint="The family, club or person who cares for it now."
        {...field('steward')}
      />
      <TextField label="Maker" maxLength={300} hint="Who carved it." {...field('maker')} />
    </div>
  );
}

/**
 * The honeypot: a box form-filling robots fill and people never meet. Visually hidden (a pixel, clipped) rather
 * than display:none, which some robots skip; out of the tab order and of the accessibility tree.
 */
export function Honeypot({ binding }: { binding: FieldBinding }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={binding.value}
        onChange={(event) => binding.onChange(event.target.value)}
      />
    </div>
  );
}

export function SenderFields({
  field,
  notify,
  agree,
}: {
  field: Field;
  notify: { checked: boolean; onChange: (checked: boolean) => void };
  agree: { checked: boolean; error?: string; onChange: (checked: boolean) => void };
}) {
  const email = field('email');
  return (
    <div className="space-y-5">
      <TextField
        label="Name to show"
        maxLength={100}
        hint="Your name, initials, or leave empty to share anonymously."
        {...field('sender_name')}
      />
      <FormField
        label="Email"
        error={email.error}
        hint="Optional, for a reply. Seen only by the registry's administrators."
      >
        {(props) => (
          <input
            {...props}
            type="email"
            autoComplete="email"
            className="input"
            maxLength={320}
            value={email.value}
            onChange={(event) => email.onChange(event.target.value)}
          />
        )}
      </FormField>
      <CheckboxField
        label="Email me when it has been reviewed"
        checked={notify.checked && Boolean(email.value.trim())}
        disabled={!email.value.trim()}
        hint={email.value.trim() ? undefined : 'Give an email above to be told.'}
        onChange={notify.onChange}
      />
      <CheckboxField
        label={
          <>
            I agree to the{' '}
            <Link to={paths.terms()} className="link" target="_blank">
              terms
              <span className="sr-only"> (opens in a new tab)</span>
            </Link>
          </>
        }
        checked={agree.checked}
        error={agree.error}
        onChange={agree.onChange}
      />
    </div>
  );
}
