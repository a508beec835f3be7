// False while React renders a page on the server (server-render.tsx) and while it hydrates that HTML in
// the browser, true from then on (and from the start on pages React paints itself). What depends on the
// visitor's moment (today's date) waits for true, so the HTML rendered earlier matches the first render
// and the real value follows at once; so do the forms (components/ui/form.tsx).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
