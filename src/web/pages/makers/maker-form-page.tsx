/** Placeholder until the page is built. */
export default function Page() {
  return <h1>makers/maker-form-page</h1>;
}
