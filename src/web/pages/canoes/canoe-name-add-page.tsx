/** Placeholder until the page is built. */
export default function Page() {
  return <h1>canoes/canoe-name-add-page</h1>;
}
