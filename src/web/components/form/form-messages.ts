/**
 * How a form's values become the messages beside its fields: the shared request schema checks the body the form
 * would send, so the browser says what the server would say, word for word; each message then lands on the field
 * the admin typed it in. Pure, so the rules are tested without a browser.
 */
import type { ZodType } from 'zod';

/** A message per field of the form (or per place a message shows, such as a picture or a race time). */
export type Messages<K extends string> = Partial<Record<K, string>>;

export interface FormModel<V, B, K extends string> {
  /** The API body of the values as typed: what the schema checks and what is sent. */
  toBody: (values: V) => B;
  /**
   * The schema's and the server's field names (dotted paths, as in a 400's `fields`) that differ from the form's
   * own, with the form's field that shows their message. Names the form has as fields map to themselves.
   */
  serverFields?: Readonly<Record<string, NoInfer<K>>>;
  /**
   * What no schema can see: a number box whose text the browser could not read, a second password box, a choice
   * that is offered but not allowed. Its messages win over the schema's.
   */
  check?: (values: V, unreadable: ReadonlySet<string>) => Messages<NoInfer<K>>;
}

/** The form field that shows the message about `name`; null when the form has no such field. */
function fieldOf<K extends string>(
  name: string,
  serverFields: Readonly<Record<string, K>> | undefined,
  fields: ReadonlySet<string>,
): K | null {
  const mapped = serverFields?.[name];
  if (mapped) return mapped;
  return fields.has(name) ? (name as K) : null;
}

/**
 * A 400's `fields` on the form's fields; the first message for a field wins. Fields the form does not show are
 * left out: the form-level sentence carries them.
 */
export function messagesFromServer<K extends string>(
  fields: Readonly<Record<string, string>>,
  serverFields: Readonly<Record<string, K>> | undefined,
  formFields: ReadonlySet<string>,
): Messages<K> {
  const found: Messages<K> = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = fieldOf(name, serverFields, formFields);
    if (field && !found[field]) found[field] = message;
  }
  return found;
}

/**
 * The messages of values about to be sent: the schema's, on the form's fields, then the form's own checks over
 * them. A schema complaint about a field the form does not show is the server's to make (it then comes back as
 * the form-level sentence), so it does not hold the form back silently.
 */
export function formMessages<V, B, K extends string>(
  schema: ZodType | null,
  values: V,
  model: FormModel<V, B, K>,
  formFields: ReadonlySet<string>,
  unreadable: ReadonlySet<string> = new Set(),
): Messages<K> {
  const found: Messages<K> = {};
  if (schema) {
    const result = schema.safeParse(model.toBody(values));
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = fieldOf(issue.path.map(String).join('.'), model.serverFields, formFields);
        if (field && !found[field]) found[field] = issue.message;
      }
    }
  }
  const own = model.check?.(values, unreadable) ?? {};
  for (const [field, message] of Object.entries(own) as [K, string | undefined][]) {
    if (message) found[field] = message;
  }
  return found;
}

export const hasMessages = (messages: Messages<string>) => Object.values(messages).some(Boolean);
