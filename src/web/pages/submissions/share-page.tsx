/** Placeholder while issue 15's page is built. */
export default function SharePage() {
  return <h1>Coming soon</h1>;
}
