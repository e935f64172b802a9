/**
 * The one form model of the web app: react-hook-form keeps the values (as typed, strings mostly) and the messages;
 * the shared request schema checks the body before it is sent (see form-messages.ts), and the server's 400
 * `fields` come back onto the same fields. A field's message goes as soon as the field is edited (spec §5), and
 * after a refused save the first field in error takes the focus.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import { ApiError } from '../../lib/api.ts';
import { changeReasonSaved } from './change-reason.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { readValidation } from '../../lib/validation-words.ts';
import {
  formMessages,
  hasMessages,
  messagesFromServer,
  type FormModel,
  type Messages,
} from './form-messages.ts';

export interface SchemaFormOptions<V extends FieldValues, B, K extends string> extends FormModel<V, B, K> {
  /** The values the form starts from; read once. */
  defaults: V | (() => V);
  /** Sends the body; resolves once everything after a save is done (the page left, the list refreshed). */
  submit: (body: B, values: V) => Promise<unknown>;
  /**
   * The form-level sentence of a failed save ('Failed to save canoe: …'), or null for none; `marked` holds the
   * server's messages shown beside their fields, which the sentence need not repeat.
   */
  failure?: (error: unknown, marked: Messages<K>) => string | null;
  /**
   * Runs when messages appear (checked here or answered by the server), before the first field in error takes the
   * focus: a form shows the step or opens the section that holds them.
   */
  onMessages?: (messages: Messages<K>) => void;
}

export interface FieldBinding {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

function flatten(errors: FieldErrors): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, error] of Object.entries(errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) found[name] = message;
  }
  return found;
}

export function useSchemaForm<V extends FieldValues, B, K extends string = Extract<keyof V, string>>(
  schema: ZodType | null,
  options: SchemaFormOptions<V, B, K>,
) {
  const [defaults] = useState(options.defaults);
  const [unreadable, setUnreadable] = useState<ReadonlySet<string>>(() => new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const running = useRef(false);
  /** The save now running was refused part-way (`refuse`): its reason stays for the next try. */
  const refusedNow = useRef(false);

  const formFields = new Set<string>([
    ...Object.keys(defaults),
    ...Object.values(options.serverFields ?? {}),
  ]);
  const translator = useI18n();
  const resolver: Resolver<V> = (values) => {
    const found = formMessages(schema, values, options, formFields, unreadable);
    if (!hasMessages(found)) return { values, errors: {} };
    // The contracts' messages, in the page's language (a form's own are said so already).
    const errors = Object.fromEntries(
      Object.entries(found).map(([name, message]) => [
        name,
        { type: 'validate', message: readValidation(translator, message as string) },
      ]),
    );
    return { values: {}, errors: errors as FieldErrors<V> };
  };

  const form = useForm<V>({
    defaultValues: defaults as DefaultValues<V>,
    resolver,
    // Checked when saving only; editing a field clears its message instead of judging a half-typed value.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Fields are controlled components here; the first field in error is focused from the DOM below.
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control }) as V;
  const messages = flatten(form.formState.errors) as Messages<K>;

  useEffect(() => {
    // Once React has marked the fields and the form has shown the step or section holding them.
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const show = (found: Messages<K>) => {
    options.onMessages?.(found);
    setFocusRequest((n) => n + 1);
  };

  const clear = (name: K) => {
    if (form.formState.errors[name]) form.clearErrors(name as unknown as Path<V>);
  };

  const setValue = <N extends Extract<keyof V, string>>(name: N, value: V[N]) => {
    form.setValue(name as unknown as Path<V>, value as PathValue<V, Path<V>>);
    clear(name as unknown as K);
  };

  const setMessages = (found: Messages<K>) => {
    for (const [name, message] of Object.entries(found) as [string, string | undefined][]) {
      if (message) form.setError(name as Path<V>, { type: 'server', message });
    }
  };

  /** Marks a field now, not at the next save (a chosen picture of the wrong type). */
  const setMessage = (name: K, message: string | null | undefined) => {
    if (message) form.setError(name as unknown as Path<V>, { type: 'validate', message });
    else clear(name);
  };

  /**
   * A save that went only half through (the record saved, its picture refused): the sentence, the messages, and
   * the focus on the first field in error, as after a refusal.
   */
  const refuse = (sentence: string | null, found: Messages<K> = {}) => {
    refusedNow.current = true;
    setMessages(found);
    setFailure(sentence);
    show(found);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current) return;
    setFailure(null);
    let refused: Messages<K> | null = null;
    void form
      .handleSubmit(
        async (checked) => {
          running.current = true;
          refusedNow.current = false;
          setBusy(true);
          try {
            await options.submit(options.toBody(checked), checked);
            // Saved: the reason went with it, and does not ride along on the next save.
            if (!refusedNow.current) changeReasonSaved();
          } catch (error) {
            const marked =
              error instanceof ApiError
                ? messagesFromServer(error.fields, options.serverFields, formFields)
                : {};
            refuse(options.failure?.(error, marked) ?? null, marked);
          } finally {
            running.current = false;
            setBusy(false);
          }
        },
        (errors) => {
          refused = flatten(errors) as Messages<K>;
        },
      )(event)
      // Only once react-hook-form has published the messages: the focus then finds them rendered.
      .then(() => {
        if (refused) show(refused);
      });
  };

  return {
    values,
    messages,
    busy,
    failure,
    setFailure,
    /** Props of the `<form>`: its element (to find the first field in error), submit, busy. */
    formProps: { ref: formRef, onSubmit, noValidate: true, 'aria-busy': busy },
    setValue,
    setMessage,
    refuse,
    /** Clears one message (a race time's, when one of its three boxes changes). */
    clear,
    /** Value, message and change handler of a text-valued field. */
    field: (name: Extract<keyof V, string>): FieldBinding => ({
      value: String(values[name] ?? ''),
      error: messages[name as unknown as K],
      onChange: (value: string) => setValue(name, value as V[typeof name]),
    }),
    /**
     * A number box's report that it holds text it cannot read as a number (its value is then empty, which must not
     * pass as "left empty"); the check sees these names.
     */
    onUnreadable: (name: Extract<keyof V, string>) => (bad: boolean) => {
      setUnreadable((current) => {
        if (current.has(name) === bad) return current;
        const next = new Set(current);
        if (bad) next.add(name);
        else next.delete(name);
        return next;
      });
      if (bad) clear(name as unknown as K);
    },
    /** Back to the starting values (a photo after its upload). */
    reset: () => {
      form.reset(defaults);
      setUnreadable(new Set());
    },
  };
}
