/**
 * The interface's messages (decision 026). Each is written in English, in ICU MessageFormat (`{count, plural, one
 * {# canoe} other {# canoes}}`), under an id `area.key`; its translations are kept in the database by the
 * community's translators and sent with each page. A message missing in a language is shown in English.
 *
 * An area is one module of src/shared/i18n/messages/: the messages of one part of the interface, with where they
 * appear (the Translations page shows it to translators). Components import only their area's module.
 */

/** One message: its id and its English text. */
export interface Message {
  id: string;
  message: string;
}

/** A message with a word for the translator: where it is, what it says, what `{name}` stands for. */
export interface MessageWithNote {
  message: string;
  note: string;
}

export type MessageArea<K extends string> = { readonly [key in K]: Message } & {
  /** The area's name and where its messages appear. */
  readonly [AREA]: { name: string; where: string; notes: Partial<Record<K, string>> };
};

export const AREA = Symbol('area');

/**
 * An area's messages: `defineMessages('footer', 'The foot of every page', { explore: 'Explore', … })`. A value may
 * carry a note for translators (`{ message, note }`).
 */
export function defineMessages<K extends string>(
  name: string,
  where: string,
  messages: Record<K, string | MessageWithNote>,
): MessageArea<K> {
  const area = {} as Record<K, Message>;
  const notes: Partial<Record<K, string>> = {};
  for (const key of Object.keys(messages) as K[]) {
    const value = messages[key];
    area[key] = { id: `${name}.${key}`, message: typeof value === 'string' ? value : value.message };
    if (typeof value !== 'string') notes[key] = value.note;
  }
  return Object.assign(area, { [AREA]: { name, where, notes } }) as MessageArea<K>;
}

/** An area's messages as a list (the Translations page, the catalog export). */
export function messagesOf(area: MessageArea<string>): { message: Message; note?: string }[] {
  const { notes } = area[AREA];
  return Object.keys(area).map((key) => ({ message: area[key], note: notes[key] }));
}

export type MessageValues = Record<string, string | number | Date | null | undefined>;
