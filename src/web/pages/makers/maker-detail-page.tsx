/** Placeholder until the page is built. */
export default function Page() {
  return <h1>makers/maker-detail-page</h1>;
}
