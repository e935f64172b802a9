/** Placeholder until the page is built. */
export default function Page() {
  return <h1>home/home-page</h1>;
}
