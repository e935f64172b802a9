/**
 * A plain left click, which the app may answer in place. With a modifier key or another button, the reader asked
 * the browser for something of its own (a new tab or window, a download): a link is then left to it.
 */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
