import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const inTheBrowser = () => true;
const onTheServer = () => false;

/**
 * False in the server render and while the browser hydrates the server's HTML, then true (React renders once more
 * when hydration is done); true at once in a page the browser renders itself. What the server cannot know (who is
 * signed in) must wait for it, or hydration meets HTML it did not expect (error #418) and throws it away.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inTheBrowser, onTheServer);
}
