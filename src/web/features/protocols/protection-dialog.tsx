/**
 * "Who may see this" (administrators), beside the canoe itself, a photo, a story, a source and the notes on the
 * canoe's page: as the canoe (not for the canoe or its notes), public, the members of protocols (any or all of them when more than one is ticked),
 * or their keepers only; and what others see: nothing, or a line naming the protocols. The form is the shared
 * request schema's (decision 007), with the change's reason as in every other edit.
 */
import { useId, useRef, useState } from 'react';
import { EyeOff } from 'lucide-react';
import {
  protectionBody,
  type KeepableKind,
  type Protection,
  type ProtectionInput,
  type Protocol,
} from '../../../shared/api/protocols.ts';
import { ChangeReasonField } from '../../components/form/change-reason-field.tsx';
import { FormError } from '../../components/form/form-field.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { DialogShell } from '../../components/ui/dialog-shell.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { failedTo } from '../../lib/failure-message.ts';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { protocolsArea } from '../../../shared/i18n/messages/protocols.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useProtection, useProtocols, useProtocolWrites } from './protocol-queries.ts';

type Choice = 'inherit' | 'public' | 'protocols' | 'keepers';

interface Values {
  choice: Choice;
  protocol_ids: number[];
  protocols_needed: 'any' | 'all';
  shown_as: 'nothing' | 'notice';
}

const CHOICES: Choice[] = ['inherit', 'public', 'protocols', 'keepers'];

/** Where the record stands now, as the form's values. A public record that may inherit starts as the canoe. */
function valuesOf(protection: Protection, canInherit: boolean): Values {
  const kept = protection.kept_for;
  const start: Values = {
    choice: canInherit ? 'inherit' : 'public',
    protocol_ids: [],
    protocols_needed: 'any',
    shown_as: 'nothing',
  };
  if (!kept) return start;
  if (!kept.own && canInherit) return start;
  return {
    choice: kept.visibility,
    protocol_ids: kept.protocols.map((protocol) => protocol.protocol_id),
    protocols_needed: kept.protocols_needed,
    shown_as: kept.shown_as,
  };
}

const toBody = (values: Values): ProtectionInput =>
  values.choice === 'inherit'
    ? { inherit: true }
    : values.choice === 'public'
      ? { visibility: 'public' }
      : {
          visibility: values.choice,
          protocol_ids: values.protocol_ids,
          protocols_needed: values.protocols_needed,
          shown_as: values.shown_as,
        };

function ProtectionForm({
  formId,
  kind,
  id,
  protection,
  protocols,
  onSaved,
  onBusy,
}: {
  formId: string;
  kind: KeepableKind;
  id: number;
  protection: Protection;
  protocols: Protocol[];
  onSaved: () => void;
  onBusy: (busy: boolean) => void;
}) {
  // The canoe itself inherits from nothing; nor do its notes, which are kept with the canoe unless set.
  const canInherit = kind !== 'notes' && kind !== 'canoe' && kind !== 'place';
  const { t } = useI18n();
  const writes = useProtocolWrites();
  const name = useId();
  const form = useSchemaForm(protectionBody, {
    defaults: () => valuesOf(protection, canInherit),
    toBody,
    submit: async (body: ProtectionInput) => {
      onBusy(true);
      try {
        await writes.protect(kind, id, body);
        onSaved();
      } finally {
        onBusy(false);
      }
    },
    failure: (error, marked) => failedTo(t(protocolsArea.protectFailed), error, marked, t),
  });
  const { values } = form;
  const kept = values.choice === 'protocols' || values.choice === 'keepers';
  const toggle = (protocolId: number, on: boolean) =>
    form.setValue(
      'protocol_ids',
      on ? [...values.protocol_ids, protocolId] : values.protocol_ids.filter((other) => other !== protocolId),
    );
  const radio = 'h-4 w-4 accent-koa-700';
  return (
    <form
      id={formId}
      {...form.formProps}
      // The dialog is a portal: its submit must not reach a form it was opened from (a record's sources).
      onSubmit={(event) => {
        event.stopPropagation();
        form.formProps.onSubmit(event);
      }}
      className="mt-4 space-y-5"
    >
      <fieldset>
        <legend className="label">{t(protocolsArea.whoMaySeeIt)}</legend>
        <div className="mt-1 space-y-2">
          {CHOICES.filter((choice) => canInherit || choice !== 'inherit').map((choice) => (
            <label key={choice} className="flex items-start gap-2">
              <input
                type="radio"
                name={`${name}-choice`}
                className={`${radio} mt-1`}
                checked={values.choice === choice}
                onChange={() => form.setValue('choice', choice)}
              />
              <span>
                <span className="font-medium text-stone-900">{t(protocolsArea.choice, { choice })}</span>
                <span className="block text-sm text-stone-600">
                  {t(protocolsArea.choiceHint, { choice })}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {kept ? (
        <>
          <fieldset aria-describedby={form.messages.protocol_ids ? `${name}-protocols-error` : undefined}>
            <legend className="label">{t(protocolsArea.protocolsLegend)}</legend>
            {protocols.length === 0 ? (
              <p className="text-sm text-stone-600">{t(protocolsArea.noProtocols)}</p>
            ) : (
              <div className="mt-1 space-y-2">
                {protocols.map((protocol) => (
                  <label key={protocol.protocol_id} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-koa-700"
                      aria-invalid={form.messages.protocol_ids ? true : undefined}
                      checked={values.protocol_ids.includes(protocol.protocol_id)}
                      onChange={(event) => toggle(protocol.protocol_id, event.target.checked)}
                    />
                    {protocol.name}
                  </label>
                ))}
              </div>
            )}
            {form.messages.protocol_ids ? (
              <p id={`${name}-protocols-error`} className="mt-1 text-sm text-red-700">
                {form.messages.protocol_ids}
              </p>
            ) : null}
          </fieldset>
          {values.protocol_ids.length > 1 ? (
            <fieldset>
              <legend className="label">{t(protocolsArea.whoBelongs)}</legend>
              <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${name}-needed`}
                    className={radio}
                    checked={values.protocols_needed === 'any'}
                    onChange={() => form.setValue('protocols_needed', 'any')}
                  />
                  {t(protocolsArea.anyOfThem)}
                </label>
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${name}-needed`}
                    className={radio}
                    checked={values.protocols_needed === 'all'}
                    onChange={() => form.setValue('protocols_needed', 'all')}
                  />
                  {t(protocolsArea.allOfThem)}
                </label>
              </div>
            </fieldset>
          ) : null}
          {/* A kept canoe or place is not there at all for anyone else: no notice can stand in its place. */}
          {kind === 'canoe' || kind === 'place' ? (
            <p className="text-sm text-stone-600">
              {t(kind === 'canoe' ? protocolsArea.canoeHidden : protocolsArea.placeHidden)}
            </p>
          ) : (
            <fieldset>
              <legend className="label">{t(protocolsArea.whatOthersSee)}</legend>
              <div className="mt-1 space-y-2">
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${name}-shown`}
                    className={radio}
                    checked={values.shown_as === 'nothing'}
                    onChange={() => form.setValue('shown_as', 'nothing')}
                  />
                  {t(protocolsArea.nothing)}
                </label>
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${name}-shown`}
                    className={radio}
                    checked={values.shown_as === 'notice'}
                    onChange={() => form.setValue('shown_as', 'notice')}
                  />
                  {t(protocolsArea.aLine)}
                </label>
              </div>
            </fieldset>
          )}
        </>
      ) : null}
      <FormError message={form.failure} />
      <ChangeReasonField />
    </form>
  );
}

/** The button, and its dialog once opened (the protection and the protocols are asked for then). */
export function ProtectionButton({ kind, id, what }: { kind: KeepableKind; id: number; what: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const close = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) setTimeout(() => button.current?.focus(), 0);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t(protocolsArea.whoMaySeeWhat, { what })}
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap text-koa-800 hover:bg-koa-50"
      >
        <EyeOff aria-hidden="true" className="h-4 w-4" />
        {t(protocolsArea.whoMaySee)}
      </button>
      {open ? (
        <DialogShell
          open
          onOpenChange={close}
          role="dialog"
          wide
          title={t(protocolsArea.whoMaySee)}
          description={what}
          onSafe={() => close(false)}
          busy={busy}
          action={
            <button type="submit" form={formId} className="btn-primary" disabled={busy}>
              {busy ? t(protocolsArea.saving) : t(protocolsArea.save)}
            </button>
          }
        >
          <Loaded kind={kind} id={id} formId={formId} onSaved={() => close(false)} onBusy={setBusy} />
        </DialogShell>
      ) : null}
    </>
  );
}

function Loaded({
  kind,
  id,
  formId,
  onSaved,
  onBusy,
}: {
  kind: KeepableKind;
  id: number;
  formId: string;
  onSaved: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useI18n();
  const protection = useProtection(kind, id);
  const protocols = useProtocols();
  if (protection.isError || protocols.isError) {
    return <FormError message={t(protocolsArea.loadProtectionFailed)} />;
  }
  if (!protection.data || !protocols.data) return <LoadingState label={t(ui.loading)} />;
  return (
    <ProtectionForm
      formId={formId}
      kind={kind}
      id={id}
      protection={protection.data}
      protocols={protocols.data}
      onSaved={onSaved}
      onBusy={onBusy}
    />
  );
}
