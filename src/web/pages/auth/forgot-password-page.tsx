/** Placeholder until the page is built. */
export default function Page() {
  return <h1>auth/forgot-password-page</h1>;
}
