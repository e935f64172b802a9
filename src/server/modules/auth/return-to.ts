/** Where a sign-in may send the browser back to: a path on this site, never another site or the sign-in routes. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/')) return '/';
  // `//host` and `/\host` are read by browsers as another site; control characters have no place in a path.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (value.startsWith('//') || value.startsWith('/\\') || /[\u0000-\u001f\u007f]/.test(value)) return '/';
  const base = 'http://registry.invalid';
  const url = new URL(value, base);
  if (url.origin !== base || url.pathname.startsWith('/api/')) return '/';
  return url.pathname + url.search + url.hash;
}
