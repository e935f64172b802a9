import DOMPurify from 'dompurify';

/** Without a DOM (the server render) DOMPurify cannot work: the server hands in its own sanitiser. Until then: nothing. */
let withoutDom: (html: string) => string = () => '';

export function setServerSanitizer(sanitize: (html: string) => string) {
  withoutDom = sanitize;
}

/** Stored HTML is sanitised by the server when written, and again here when shown (defence in depth). */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return withoutDom(html);
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

/** True when the HTML has no visible text (for example `<p></p>`). */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === '' && !/<img\b/i.test(html)
  );
}
