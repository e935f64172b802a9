/** Placeholder until the page is built. */
export default function Page() {
  return <h1>people/person-form-page</h1>;
}
