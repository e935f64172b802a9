/**
 * A small compiler of ICU messages into the form Lingui's runtime formats (decision 026), for the English messages
 * in the code: a page formats them without the full compiler (`@lingui/message-utils`, 6 KB more), which the server
 * uses for translations. It knows what the interface's messages use: arguments (`{name}`), `plural`, `selectordinal`
 * and `select` with their `#`, `number`/`date`/`time` with a style, and apostrophe quoting. A test holds it to the
 * full compiler for every message.
 */

export type CompiledMessage = (string | CompiledArgument)[];
type CompiledArgument =
  [string] | [string, string] | [string, string, string | Record<string, CompiledMessage>];

const CHOICES = new Set(['plural', 'select', 'selectordinal']);

export function compileIcu(source: string): CompiledMessage {
  let at = 0;

  function text(inPlural: boolean, until: string | null): CompiledMessage {
    const out: CompiledMessage = [];
    let chunk = '';
    const flush = () => {
      if (chunk) out.push(chunk);
      chunk = '';
    };
    while (at < source.length) {
      const char = source[at];
      if (until !== null && char === until) break;
      if (char === '}') throw new SyntaxError(`Unexpected "}" at ${at} in: ${source}`);
      if (char === "'") {
        const next = source[at + 1];
        if (next === "'") {
          chunk += "'";
          at += 2;
          continue;
        }
        if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = source.indexOf("'", at + 1);
          const stop = end === -1 ? source.length : end;
          chunk += source.slice(at + 1, stop).replace(/''/g, "'");
          at = stop + 1;
          continue;
        }
        chunk += char;
        at += 1;
        continue;
      }
      if (char === '#' && inPlural) {
        flush();
        out.push('#');
        at += 1;
        continue;
      }
      if (char === '{') {
        flush();
        at += 1;
        out.push(argument());
        continue;
      }
      chunk += char;
      at += 1;
    }
    flush();
    return out;
  }

  function word(): string {
    while (/\s/.test(source[at] ?? '')) at += 1;
    const start = at;
    while (at < source.length && !/[\s,{}]/.test(source[at])) at += 1;
    return source.slice(start, at);
  }

  function skip(expected: string) {
    while (/\s/.test(source[at] ?? '')) at += 1;
    if (source[at] !== expected) throw new SyntaxError(`Expected "${expected}" at ${at} in: ${source}`);
    at += 1;
  }

  function argument(): CompiledArgument {
    const name = word();
    while (/\s/.test(source[at] ?? '')) at += 1;
    if (source[at] === '}') {
      at += 1;
      return [name];
    }
    skip(',');
    const type = word();
    while (/\s/.test(source[at] ?? '')) at += 1;
    if (source[at] === '}') {
      at += 1;
      return [name, type];
    }
    skip(',');
    if (!CHOICES.has(type)) {
      const start = at;
      const end = source.indexOf('}', at);
      at = end + 1;
      return [name, type, source.slice(start, end).trim()];
    }
    const cases: Record<string, CompiledMessage> = {};
    for (;;) {
      while (/\s/.test(source[at] ?? '')) at += 1;
      if (source[at] === '}') {
        at += 1;
        break;
      }
      const key = word();
      if (!key) throw new SyntaxError(`A case without a name at ${at} in: ${source}`);
      skip('{');
      cases[key.startsWith('=') ? key.slice(1) : key] = text(type !== 'select', '}');
      skip('}');
    }
    return [name, type, cases];
  }

  return text(false, null);
}
