/** Placeholder until the page is built. */
export default function Page() {
  return <h1>owners/owner-form-page</h1>;
}
