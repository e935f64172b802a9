/** The canoe id of a page path; ids are positive whole numbers, so anything else can only be a missing canoe. */
export function parseCanoeId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
