/** Placeholder until the page is built. */
export default function Page() {
  return <h1>people/person-detail-page</h1>;
}
