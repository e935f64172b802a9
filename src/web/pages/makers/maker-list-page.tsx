/** Placeholder until the page is built. */
export default function Page() {
  return <h1>makers/maker-list-page</h1>;
}
