/** How the server's answers and the web app's pages phrase a number of things. */

/** "1 ownership record", "3 ownership records". */
export function count(n: number, singular: string, plural = `${singular}s`) {
  return `${n} ${n === 1 ? singular : plural}`;
}
