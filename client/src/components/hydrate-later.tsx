// Splits the hydration of a prerendered page into several tasks (issue 11). Preact hydrates a tree in one
// go, so taking over the whole landing page held a slow phone's main thread for one long task. A part made
// with `hydrateLater` suspends while main.tsx hydrates: Preact keeps its prerendered DOM as it is (a
// suspended part's HTML stays on screen, docs/decisions.md "Preact in the browser") and takes it over in a
// task of its own once the browser has had a turn. Anywhere else (the prerender, which marks each part's
// HTML for that, a page Preact paints itself, a page reached later) the part renders in the same task.
import { type ComponentType, lazy, Suspense } from 'react';

/** The path whose prerendered HTML main.tsx hydrates; a page reached later renders its parts at once. */
let hydratedPath: string | undefined;

/** main.tsx, before it hydrates prerendered HTML: each part of this page waits for a task of its own. */
export const splitHydration = () => {
  hydratedPath = window.location.pathname;
};

/** The next task: the browser paints and handles input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** `Component`, hydrated after the rest of the page when the page is being hydrated. */
export const hydrateLater = <Props extends object>(Component: ComponentType<Props>) => {
  const Part = lazy(async () => {
    if (hydratedPath !== undefined && hydratedPath === window.location.pathname) await nextTask();
    return { default: Component };
  });
  const Later = (props: Props) => (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
  return Later;
};
