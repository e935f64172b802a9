/**
 * Bring an item of a row that scrolls sideways (tabs, steps) into view inside its row, without moving the page:
 * `element.scrollIntoView()` would scroll the window too when the row is above or below the screen.
 */
export function scrollIntoRow(row: HTMLElement | null, item: HTMLElement | null | undefined) {
  if (!row || !item || row.scrollWidth <= row.clientWidth) return;
  const start = item.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
  const end = start + item.offsetWidth;
  if (start < row.scrollLeft) row.scrollLeft = Math.max(0, start - 16);
  else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth + 16;
}
