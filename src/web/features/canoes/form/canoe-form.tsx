import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from '../../../lib/routing.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { paths } from '../../../../shared/paths.ts';
import { canoeBody } from '../../../../shared/api/canoes.ts';
import {
  CANOE_FIELDS,
  canoeField,
  notANumber,
  type CanoeFieldKey,
  type CanoeFieldSpec,
} from '../../../../shared/canoe-fields.ts';
import { FormFooter } from '../../../components/form/form-buttons.tsx';
import { DuplicateMatches, useDuplicateCheck } from '../../../components/form/duplicate-check.tsx';
import {
  formMessages,
  hasMessages,
  type FormModel,
  type Messages,
} from '../../../components/form/form-messages.ts';
import { UnsavedChangesGuard } from '../../../components/form/unsaved-changes-guard.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import type { CanoeDetail } from '../../../../shared/api/index.ts';
import { failedTo } from '../../../lib/failure-message.ts';
import { isBlankHtml } from '../../../lib/sanitize.ts';
import { dateBoxText } from '../../../components/form/date-field.tsx';
import {
  createCanoe,
  findCanoeMatches,
  invalidateCanoeViews,
  updateCanoe,
  type SelectOption,
} from './canoe-form-queries.ts';
import { useCancel } from '../../../lib/use-cancel.ts';
import { SourcesField, useSourcesDraft } from '../sources/sources-field.tsx';
import { canoeFormArea as area } from '../../../../shared/i18n/messages/canoe-form.ts';
import { canoeFieldWords, canoeFormStepLabel } from '../../../../shared/i18n/messages/canoe-fields.ts';
import { useI18n, type Translator } from '../../../lib/i18n.tsx';
import { CanoeFormProgress, PROGRESS_ID } from './canoe-form-progress.tsx';
import {
  BasicStep,
  FIELD_STEP,
  firstErrorStep,
  MEASUREMENTS,
  NameStep,
  NotesStep,
  OwnershipStep,
  SpecsStep,
  STEPS,
  type CanoeField,
  type CanoeFormValues,
  type Measurement,
  type StepKey,
} from './canoe-form-steps.tsx';

const fields: readonly CanoeFieldSpec[] = CANOE_FIELDS;
const plainValues = (value: (field: CanoeFieldSpec) => string) =>
  Object.fromEntries(fields.map((field) => [field.key, value(field)])) as Record<CanoeFieldKey, string>;

export const EMPTY_VALUES: CanoeFormValues = {
  ...plainValues(() => ''),
  maker_id: '',
  build_year: '',
  name: '',
  name_year: '',
  owner_id: '',
  ownership_year: '',
  // No place until one is chosen: a new canoe's body then leaves them out (decision 030).
  origin_place_id: undefined,
  home_place_id: undefined,
};

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
/** A stored date (EDTF) in words, which read back to the same date ('1850~' → 'about 1850'). */
const yearText = (date: string | null | undefined) => dateBoxText(date);

/** The edit form starts from the canoe as stored: its current name and current owner with their years. */
export function valuesFromCanoe(canoe: CanoeDetail): CanoeFormValues {
  const currentName = canoe.names.find((n) => !n.end_date);
  return {
    ...plainValues((field) => text(canoe[field.key as CanoeFieldKey])),
    maker_id: text(canoe.maker_id),
    build_year: yearText(canoe.build_date),
    name: currentName?.name ?? text(canoe.current_name),
    name_year: yearText(currentName ? currentName.start_date : canoe.name_start_date),
    owner_id: text(canoe.current_owner_id),
    ownership_year: yearText(canoe.ownership_start_date),
    // A place the canoe has is shown chosen; none stays unset, so saving leaves it as it is.
    origin_place_id: canoe.origin_place ? String(canoe.origin_place.place_id) : undefined,
    home_place_id: canoe.home_place ? String(canoe.home_place.place_id) : undefined,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const idOrNull = (value: string) => (value === '' ? null : Number(value));
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
/** The place choices in the body: one left untouched is left out (unchanged), "No place" is null, else its id. */
const placesBody = (values: CanoeFormValues): Record<string, number | null> =>
  Object.fromEntries(
    (['origin_place_id', 'home_place_id'] as const).flatMap((field) => {
      const value = values[field];
      return value === undefined ? [] : [[field, idOrNull(value)]];
    }),
  );

/**
 * A date goes as typed (a year, "about 1850", "1960s"…): the server reads it as precisely as it was given (decision
 * 013) and names the problem on its field when it cannot.
 */
const yearOrNull = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** A plain field's value in the body, as its kind is sent; rich text goes as written (the server cleans it). */
function plainBody(field: CanoeFieldSpec, value: string): string | number | null {
  switch (field.kind) {
    case 'text':
      return orNull(value);
    case 'number':
      return numberOrNull(value);
    case 'canoe-type':
      return idOrNull(value);
    case 'rich-text':
      return value.trim() === '' ? null : value;
  }
}

/** The API body (spec §7): empty values are sent as null. */
export function toCanoeBody(values: CanoeFormValues) {
  return {
    ...(Object.fromEntries(
      fields.map((field) => [field.key, plainBody(field, values[field.key as CanoeFieldKey])]),
    ) as Record<CanoeFieldKey, string | number | null>),
    build_date: yearOrNull(values.build_year),
    maker_id: idOrNull(values.maker_id),
    owner_id: idOrNull(values.owner_id),
    name: orNull(values.name),
    name_start_date: yearOrNull(values.name_year),
    ownership_start_date: yearOrNull(values.ownership_year),
    ...placesBody(values),
  };
}

const NOT_A_NUMBER = Object.fromEntries(
  fields.flatMap((field) => (field.kind === 'number' ? [[field.key, notANumber(field)]] : [])),
) as Record<Measurement, string>;

/**
 * What the browser checks before sending: the measurements, by the server's own rules (spec §5 names only these);
 * a year or a choice the server refuses comes back as "Failed to save canoe: …" with its field marked.
 */
export const measurementsBody = canoeBody.pick(
  Object.fromEntries(MEASUREMENTS.map((key) => [key, true])) as Record<Measurement, true>,
);

export const canoeFormModel: FormModel<CanoeFormValues, ReturnType<typeof toCanoeBody>, CanoeField> = {
  toBody: toCanoeBody,
  serverFields: {
    build_date: 'build_year',
    name_start_date: 'name_year',
    ownership_start_date: 'ownership_year',
  },
  // A number box holding text it cannot read reports an empty value: only the box itself knows. A date box says
  // under itself, as it is typed, whether the date can be read; the server's refusal comes back on its field.
  check: (_values, unreadable) =>
    Object.fromEntries(MEASUREMENTS.filter((m) => unreadable.has(m)).map((m) => [m, NOT_A_NUMBER[m]])),
};

/** The form's fields by name: a message about anything else is not shown on a step. */
const FORM_FIELDS: ReadonlySet<string> = new Set(Object.keys(EMPTY_VALUES));

/** The API's name of a form field: a year box stands for a date ('build_year' is sent as 'build_date'). */
const BODY_KEY = Object.fromEntries(
  Object.entries(canoeFormModel.serverFields ?? {}).map(([body, field]) => [field, body]),
) as Partial<Record<CanoeField, string>>;

type BodyMask = { [K in keyof typeof canoeBody.shape]?: true };

/** The part of the shared contract (`canoeBody`) that covers one step's fields. */
const stepBody = (step: StepKey) =>
  canoeBody.pick(
    Object.fromEntries(
      (Object.keys(FIELD_STEP) as CanoeField[])
        .filter((field) => FIELD_STEP[field] === step)
        .map((field) => [BODY_KEY[field] ?? field, true]),
    ) as BodyMask,
  );
const STEP_BODIES = Object.fromEntries(STEPS.map((s) => [s.key, stepBody(s.key)])) as Record<
  StepKey,
  ReturnType<typeof stepBody>
>;

/**
 * What Next checks before it leaves a step: that step's fields, by the server's own rules and words (the shared
 * contract, as Create Canoe and the server read them), and a number box holding text it cannot read. A rule that
 * reaches across steps (a new canoe needs a bow number or a name) waits for Create Canoe, which sees them all.
 */
export function stepMessages(
  step: StepKey,
  values: CanoeFormValues,
  unreadable: ReadonlySet<string> = new Set(),
  model: typeof canoeFormModel = canoeFormModel,
): Messages<CanoeField> {
  const found = formMessages(STEP_BODIES[step], values, model, FORM_FIELDS, unreadable);
  return Object.fromEntries(
    (Object.entries(found) as [CanoeField, string | undefined][]).filter(
      ([field, message]) => message && FIELD_STEP[field] === step,
    ),
  ) as Messages<CanoeField>;
}

/** The form's model in the translator's words: a number box's text it cannot read is said in the page's language. */
const modelIn = (translator: Translator): typeof canoeFormModel => ({
  ...canoeFormModel,
  check: (_values, unreadable) =>
    Object.fromEntries(
      MEASUREMENTS.filter((m) => unreadable.has(m)).map((m) => [
        m,
        canoeFieldWords(translator, canoeField(m)).notANumber ?? NOT_A_NUMBER[m],
      ]),
    ),
});

/** A new canoe with neither a bow number nor a name could never be found or told apart: it is refused. */
const nameOrBowNumber = (values: CanoeFormValues, message: string) =>
  values.hull_id.trim() === '' && values.name.trim() === '' ? { hull_id: message } : {};

/** Whether anything differs from where the form started (empty rich text, however the editor writes it, is one). */
function changedFrom(start: CanoeFormValues, values: CanoeFormValues): boolean {
  return (Object.keys(start) as CanoeField[]).some((field) => {
    const now = values[field] ?? '';
    const then = start[field] ?? '';
    return RICH_TEXT.has(field) ? now !== then && !(isBlankHtml(now) && isBlankHtml(then)) : now !== then;
  });
}
const RICH_TEXT = new Set<string>(
  fields.filter((field) => field.kind === 'rich-text').map((field) => field.key),
);

/**
 * The canoe form (spec §2): five steps over one set of values, kept while moving between steps, saved at once
 * with Create Canoe / Update Canoe. Every step stays mounted (hidden when not shown) so nothing typed is lost,
 * not even text a number box could not read; leaving with unsaved changes asks first. A new canoe opens on its own
 * page, which says it was created.
 */
export function CanoeForm({
  canoe,
  makers,
  owners,
}: {
  /** The canoe being edited; null for a new one. */
  canoe: CanoeDetail | null;
  makers: SelectOption[];
  owners: SelectOption[];
}) {
  const translator = useI18n();
  const { t } = translator;
  const navigate = useNavigate();
  const client = useQueryClient();
  const [original] = useState<CanoeFormValues | null>(() => (canoe ? valuesFromCanoe(canoe) : null));
  const [step, setStep] = useState<StepKey>('basic');
  const panels = useRef<Partial<Record<StepKey, HTMLDivElement | null>>>({});
  const [focusRequest, setFocusRequest] = useState<{ target: 'panel' | 'error'; seq: number } | null>(null);
  const canoeId = canoe?.canoe_id ?? null;
  const sources = useSourcesDraft(canoeId, canoeId === null ? null : { type: 'canoe', id: canoeId });

  useEffect(() => {
    if (!focusRequest) return;
    const panel = panels.current[step];
    const target =
      focusRequest.target === 'error' ? panel?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    if (target) {
      target.focus();
      return;
    }
    // A new step starts with the step control in view (on a phone, Next is far below it), then its fields.
    panel?.focus({ preventScroll: true });
    const progress = document.getElementById(PROGRESS_ID);
    const top = progress?.getBoundingClientRect().top ?? 0;
    // Under the sticky header (about 80 px) or below the screen: bring it to the top.
    if (progress && (top < 80 || top > window.innerHeight - 80)) progress.scrollIntoView({ block: 'start' });
  }, [focusRequest, step]);

  const goTo = (next: StepKey, target: 'panel' | 'error' = 'panel') => {
    setStep(next);
    setFocusRequest((previous) => ({ target, seq: (previous?.seq ?? 0) + 1 }));
  };

  // Set once the canoe is saved, so the page it opens next is not taken for leaving with unsaved changes.
  const [saved, setSaved] = useState(false);
  /** The number boxes holding text they cannot read, as they last reported (Next checks them too). */
  const unreadableBoxes = useRef(new Set<string>());
  /**
   * What the form-level sentence of the last failed save points at: the fields it marked, or the sources. Once
   * those are put right the sentence goes; any other failure (the server down) stays until the next save.
   */
  const failedOn = useRef<'fields' | 'sources' | null>(null);
  const duplicates = useDuplicateCheck();
  /** A source the server refused is marked by it, and the form opens the step that shows the sources. */
  const sourcesRefused = (error: unknown) => {
    if (!sources.refused(error)) return error;
    goTo('notes', 'error');
    return new Error(sources.needsCorrecting);
  };
  const model = modelIn(translator);
  const form = useSchemaForm(measurementsBody, {
    ...model,
    check: (values, unreadable) => ({
      ...(canoeId === null ? nameOrBowNumber(values, t(area.nameOrBowNumber)) : {}),
      ...model.check?.(values, unreadable),
    }),
    defaults: original ?? EMPTY_VALUES,
    submit: async (body) => {
      if (!sources.check()) {
        goTo('notes', 'error');
        throw new Error(sources.needsCorrecting);
      }
      // The sources go in the canoe's own request: saved with it or not at all (issue 31).
      const list = sources.toSend();
      let stored: CanoeDetail;
      const name = body.name?.trim();
      if (canoeId === null && name) {
        // Issue 31, item 4: canoes of the same or a close name are shown before one is made.
        const { stop, confirm } = await duplicates.check(name, () => findCanoeMatches(name));
        if (stop) return;
        try {
          stored = await createCanoe(body, confirm, list);
        } catch (error) {
          if (duplicates.refused(error, name)) return;
          throw sourcesRefused(error);
        }
      } else {
        try {
          stored =
            canoeId === null ? await createCanoe(body, false, list) : await updateCanoe(canoeId, body, list);
        } catch (error) {
          throw sourcesRefused(error);
        }
      }
      await invalidateCanoeViews(client, canoeId ?? undefined);
      flushSync(() => setSaved(true));
      // A new canoe opens on its own page, which says it was created.
      await navigate(
        paths.canoe(stored.canoe_id),
        canoeId === null ? { state: { notice: t(area.canoeCreated), tone: 'success' } } : undefined,
      );
    },
    failure: (error, marked) => {
      failedOn.current =
        error instanceof Error && error.message === sources.needsCorrecting
          ? 'sources'
          : hasMessages(marked)
            ? 'fields'
            : null;
      return failedTo(t(area.saveCanoeFailed), error, marked, t);
    },
    onMessages: (found) => {
      const first = firstErrorStep(found);
      if (first) goTo(first, 'error');
    },
  });

  const setValue = (field: CanoeField, value: string) => {
    form.setValue(field, value);
    // The prefilled start year belongs to the current steward: a new steward starts today unless told otherwise.
    if (field === 'owner_id' && original) {
      if (value === original.owner_id) form.setValue('ownership_year', original.ownership_year);
      else if (form.values.ownership_year === original.ownership_year) form.setValue('ownership_year', '');
    }
  };

  const fieldsFixed = !hasMessages(form.messages);
  const sourcesFixed = Object.keys(sources.errors).length === 0;
  const { failure, setFailure } = form;
  useEffect(() => {
    if (!failure || !failedOn.current) return;
    if ((failedOn.current === 'fields' && fieldsFixed) || (failedOn.current === 'sources' && sourcesFixed)) {
      failedOn.current = null;
      setFailure(null);
    }
  }, [failure, setFailure, fieldsFixed, sourcesFixed]);

  /** Next: the step's fields are checked first; a refusal stays on the step with its first invalid field focused. */
  const next = (to: StepKey) => {
    const found = stepMessages(step, form.values, unreadableBoxes.current, model);
    if (hasMessages(found)) {
      for (const [field, message] of Object.entries(found) as [CanoeField, string][]) {
        form.setMessage(field, message);
      }
      goTo(step, 'error');
      return;
    }
    goTo(to);
  };

  const onCancel = useCancel(canoeId === null ? paths.canoes() : paths.canoe(canoeId));
  const unsaved = !saved && changedFrom(original ?? EMPTY_VALUES, form.values);

  const index = STEPS.findIndex((s) => s.key === step);
  const errors = form.messages;
  const stepsInError = new Set(
    (Object.keys(errors) as CanoeField[]).filter((f) => errors[f]).map((f) => FIELD_STEP[f]),
  );
  const stepProps = {
    values: form.values,
    errors,
    setValue,
    onUnreadable: (field: Measurement, bad: boolean) => {
      if (bad) unreadableBoxes.current.add(field);
      else unreadableBoxes.current.delete(field);
      form.onUnreadable(field)(bad);
    },
    stored: canoe,
  };

  return (
    <form {...form.formProps} className="card p-6 sm:p-8">
      <CanoeFormProgress current={step} onSelect={(key) => goTo(key)} stepsInError={stepsInError} />
      <UnsavedChangesGuard
        when={unsaved}
        what={canoeId === null ? t(area.thisNewCanoe) : t(area.thisCanoe)}
      />
      {STEPS.map((s) => (
        <div
          key={s.key}
          role="group"
          aria-label={canoeFormStepLabel(translator, s.key)}
          tabIndex={-1}
          hidden={s.key !== step}
          ref={(element) => {
            panels.current[s.key] = element;
          }}
          className="pt-2 focus:outline-none"
        >
          {s.key === 'basic' ? <BasicStep {...stepProps} makers={makers} /> : null}
          {s.key === 'specs' ? <SpecsStep {...stepProps} /> : null}
          {s.key === 'names' ? <NameStep {...stepProps} canoeId={canoeId} /> : null}
          {s.key === 'ownership' ? <OwnershipStep {...stepProps} canoeId={canoeId} owners={owners} /> : null}
          {s.key === 'notes' ? (
            <>
              <NotesStep {...stepProps} />
              <div className="mt-6">
                <SourcesField draft={sources} hint={t(area.canoeSourcesHint)} />
              </div>
            </>
          ) : null}
        </div>
      ))}

      <div className="mt-8 flex justify-between gap-3">
        {index > 0 ? (
          <button type="button" className="btn-secondary" onClick={() => goTo(STEPS[index - 1].key)}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t(area.back)}
          </button>
        ) : (
          <span />
        )}
        {index < STEPS.length - 1 ? (
          <button type="button" className="btn-secondary" onClick={() => next(STEPS[index + 1].key)}>
            {t(area.next)}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </button>
        ) : null}
      </div>

      <div className="mt-6">
        <DuplicateMatches
          check={duplicates}
          what="canoe"
          name={form.values.name ?? ''}
          busy={form.busy}
          onUse={(match) => {
            // Going to the canoe already in the registry is leaving this one unmade, as the keeper chose.
            flushSync(() => setSaved(true));
            void navigate(paths.canoe(match.id));
          }}
        />
      </div>

      <FormFooter
        className="mt-6 space-y-4 border-t border-stone-200 pt-6"
        failure={form.failure}
        busy={form.busy}
        onCancel={onCancel}
        label={canoeId === null ? t(area.createCanoe) : t(area.updateCanoe)}
      />
    </form>
  );
}
