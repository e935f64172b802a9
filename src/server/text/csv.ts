/**
 * One CSV line (RFC 4180, ending in CRLF): a field is quoted when it holds a comma, a quote or a line break, and
 * null is an empty field. With `formulaSafe` (files people download and open), a text that a spreadsheet would
 * run as a formula (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, as OWASP
 * advises; without it, values are written exactly as stored (the archive's own copy).
 */
export function csvLine(values: unknown[], { formulaSafe = false } = {}): string {
  const field = (value: unknown) => {
    if (value === null || value === undefined) return '';
    let text = String(value);
    if (formulaSafe && typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `${values.map(field).join(',')}\r\n`;
}
