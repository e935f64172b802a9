/** Placeholder until the page is built. */
export default function Page() {
  return <h1>info/about-page</h1>;
}
