/** Placeholder until the page is built. */
export default function Page() {
  return <h1>races/race-form-page</h1>;
}
