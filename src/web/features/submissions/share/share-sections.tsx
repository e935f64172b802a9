/** The parts of the share form that depend on what is shared, and the sender's own part. */
import { useId } from 'react';
import { Link } from '../../../lib/routing.tsx';
import { useQuery } from '@tanstack/react-query';
import { CANOE_TYPES } from '../../../../shared/constants.ts';
import { paths } from '../../../../shared/paths.ts';
import { CORRECTION_FIELDS, type CorrectionField } from '../../../../shared/api/submissions.ts';
import type { CanoeDetail } from '../../../../shared/api/index.ts';
import { shareArea } from '../../../../shared/i18n/messages/share.ts';
import { ui } from '../../../../shared/i18n/messages/ui.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { DateField } from '../../../components/form/date-field.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/form/form-controls.tsx';
import type { FieldBinding } from '../../../components/form/use-schema-form.ts';
import { canoeTitle } from '../../../lib/canoe-name.ts';
import { shownValue } from '../../../lib/canoe-field-values.ts';
import { canoeField } from '../../../../shared/canoe-fields.ts';
import { canoeFieldWords } from '../../../../shared/i18n/messages/canoe-fields.ts';
import { canoeDetailQuery } from '../../canoes/detail/canoe-detail-queries.ts';
import { useDateWords } from '../../../lib/date-words.ts';
import { useI18n, withParts, type Translator } from '../../../lib/i18n.tsx';
import { CheckboxField } from './checkbox-field.tsx';
import { canoeTypeWords } from '../../../../shared/i18n/messages/canoe-types.ts';

type Field = (name: string) => FieldBinding;

const typeOptions = (t: Translator['t']) =>
  CANOE_TYPES.map((type) => ({
    value: String(type.type_id),
    label: canoeTypeWords({ t }, type.type_id) ?? type.name,
  }));

/** A detail a correction may be about, by name, as CORRECTION_FIELD_LABELS says it (shared/api/submissions.ts). */
function correctionLabel(translator: Translator, detail: CorrectionField): string {
  if (detail === 'name') return translator.t(shareArea.fieldName);
  if (detail === 'build_date') return translator.t(shareArea.fieldBuildDate);
  return canoeFieldWords(translator, canoeField(detail)).formLabel;
}

/** A plain field's name on the new canoe's part (as the canoe form names it). */
const fieldLabel = (translator: Translator, key: 'hull_id' | 'type_id' | 'origin') =>
  canoeFieldWords(translator, canoeField(key)).label;

/** The box for the correct value, as the canoe form takes that detail. */
function CorrectValue({ detail, binding }: { detail: CorrectionField; binding: FieldBinding }) {
  const { t } = useI18n();
  const label = t(shareArea.correctValue);
  if (detail === 'build_date') return <DateField label={label} required {...binding} />;
  if (detail !== 'name' && canoeField(detail).kind === 'canoe-type') {
    return (
      <SelectField
        label={label}
        required
        placeholder={t(shareArea.chooseType)}
        options={typeOptions(t)}
        {...binding}
      />
    );
  }
  return <TextField label={label} required maxLength={2000} {...binding} />;
}

export function CorrectionFields({ canoeId, field }: { canoeId: number | null; field: Field }) {
  const translator = useI18n();
  const { t } = translator;
  const { words } = useDateWords();
  /** A detail of the canoe as its page shows it; null when none is recorded. */
  const currentValue = (canoe: CanoeDetail, detail: CorrectionField): string | null => {
    if (detail === 'name') return canoeTitle(canoe, canoe.names, translator.t);
    if (detail === 'build_date') return words(canoe.build_date) || null;
    return shownValue(canoe, canoeField(detail), translator);
  };
  const detail = field('correction_field');
  const chosen = CORRECTION_FIELDS.find((name) => name === detail.value);
  const canoe = useQuery({ ...canoeDetailQuery(canoeId ?? 0), enabled: canoeId !== null });
  const currentId = useId();
  const current = chosen && canoe.data ? currentValue(canoe.data, chosen) : null;
  return (
    <div className="space-y-5">
      <SelectField
        label={t(shareArea.detailToCorrect)}
        required
        placeholder={t(shareArea.chooseDetail)}
        options={CORRECTION_FIELDS.map((name) => ({ value: name, label: correctionLabel(translator, name) }))}
        {...detail}
      />
      {chosen && canoeId !== null ? (
        <div aria-labelledby={currentId} role="group" className="rounded-lg bg-stone-100 px-4 py-3">
          <p id={currentId} className="text-sm font-medium text-stone-700">
            {t(shareArea.registrySaysNow)}
          </p>
          <p className="mt-1 text-koa-900">
            {canoe.isPending
              ? t(ui.loading)
              : (current ?? <span className="italic">{t(shareArea.notRecorded)}</span>)}
          </p>
        </div>
      ) : null}
      {chosen ? <CorrectValue detail={chosen} binding={field('correction_value')} /> : null}
      <TextAreaField
        label={t(shareArea.howKnow)}
        rows={4}
        hint={t(shareArea.howKnowHint)}
        {...field('correction_explanation')}
      />
    </div>
  );
}

export function NewCanoeFields({ field }: { field: Field }) {
  const translator = useI18n();
  const { t } = translator;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div className="md:col-span-2">
        <TextField
          label={t(shareArea.fieldName)}
          required
          maxLength={200}
          hint={t(shareArea.nameHint)}
          {...field('name')}
        />
      </div>
      <TextField label={fieldLabel(translator, 'hull_id')} maxLength={50} {...field('hull_id')} />
      <SelectField
        label={fieldLabel(translator, 'type_id')}
        placeholder={t(shareArea.notSure)}
        options={typeOptions(t)}
        {...field('type_id')}
      />
      <DateField label={t(shareArea.fieldBuildDate)} {...field('build_date')} />
      <TextField
        label={fieldLabel(translator, 'origin')}
        maxLength={200}
        hint={t(shareArea.originHint)}
        {...field('origin')}
      />
      <TextField
        label={t(shareArea.steward)}
        maxLength={300}
        hint={t(shareArea.stewardHint)}
        {...field('steward')}
      />
      <TextField
        label={t(shareArea.maker)}
        maxLength={300}
        hint={t(shareArea.makerHint)}
        {...field('maker')}
      />
    </div>
  );
}

/**
 * The honeypot: a box form-filling robots fill and people never meet. Visually hidden (a pixel, clipped) rather
 * than display:none, which some robots skip; out of the tab order and of the accessibility tree.
 */
export function Honeypot({ binding }: { binding: FieldBinding }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{t(shareArea.honeypot)}</label>
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
  const translator = useI18n();
  const { t } = translator;
  const email = field('email');
  return (
    <div className="space-y-5">
      <TextField
        label={t(shareArea.nameToShow)}
        maxLength={100}
        hint={t(shareArea.nameToShowHint)}
        {...field('sender_name')}
      />
      <FormField label={t(shareArea.email)} error={email.error} hint={t(shareArea.emailHint)}>
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
        label={t(shareArea.notify)}
        checked={notify.checked && Boolean(email.value.trim())}
        disabled={!email.value.trim()}
        hint={email.value.trim() ? undefined : t(shareArea.notifyHint)}
        onChange={notify.onChange}
      />
      <CheckboxField
        label={withParts(
          translator,
          shareArea.agreeTerms,
          {},
          {
            terms: (
              <Link to={paths.terms()} className="link" target="_blank">
                {t(shareArea.terms)}
                <span className="sr-only"> {t(ui.newTab)}</span>
              </Link>
            ),
          },
        )}
        checked={agree.checked}
        error={agree.error}
        onChange={agree.onChange}
      />
    </div>
  );
}
