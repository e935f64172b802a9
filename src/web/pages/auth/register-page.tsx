/** Placeholder until the page is built. */
export default function Page() {
  return <h1>auth/register-page</h1>;
}
