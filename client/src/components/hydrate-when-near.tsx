// The landing's sections below the first screen come alive when the visitor scrolls near them: on a slow
// phone, the first seconds' data and main thread go to the first screen, not to photos and reviews
// nobody has scrolled to yet. While the browser takes over the server-rendered page, a marked section
// suspends: React leaves a Suspense boundary that suspends while hydrating as the server wrote it
// (readable, styled, links working) and hydrates it once the section is near the viewport. A section
// whose code is a lazy component is not even fetched before then. An update
// that reaches a boundary still waiting (new props from a parent that renders again, a context that
// changes) would make React give up its HTML and render it anew, here its fallback: nothing. So the
// boundary around the landing's sections is memo'd (home-page.tsx) and they read no context that changes.
// Rendered any other way (a visit to '/' from another page, a page the browser paints itself, the
// server's render, tests) a section renders at once, its `fallback` holding its place while its code loads.

import { type ReactNode, Suspense } from 'react';

const ATTRIBUTE = 'data-hydrate-when-near';

/** How close a section comes before it hydrates: half a screen below (or above) the viewport. */
const NEAR = '50% 0px';

/**
 * The sections the build's HTML holds that have not come near yet, by name: only these elements wait
 * (none until main.tsx says so).
 */
let prerendered = new Map<string, Element>();

/** main.tsx, before it hydrates the build's HTML: notes the marked sections that HTML holds. */
export const markHydratingPrerenderedPage = () => {
  prerendered = new Map(
    [...document.querySelectorAll(`[${ATTRIBUTE}]`)].map((element) => [
      element.getAttribute(ATTRIBUTE) ?? '',
      element,
    ]),
  );
};

/** The attribute that marks a section's outermost element (every variant of it: loading, loaded). */
export const hydrateWhenNearMark = (name: string) => ({ [ATTRIBUTE]: name });

const waits = new Map<string, Promise<void>>();

const untilNear = (name: string, element: Element): Promise<void> => {
  let wait = waits.get(name);
  if (!wait) {
    wait = new Promise<void>((resolve) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          prerendered.delete(name);
          resolve();
        },
        { rootMargin: NEAR },
      );
      observer.observe(element);
    });
    waits.set(name, wait);
  }
  return wait;
};

/**
 * The section's built element while it waits to be hydrated: not yet near, and still on the page (not a
 * landing the browser painted itself after the visitor left and came back).
 */
const waitingElement = (name: string): Element | null => {
  const element = prerendered.get(name);
  if (!element?.isConnected || typeof IntersectionObserver === 'undefined') return null;
  return element;
};

type Props = { name: string; children: ReactNode; fallback?: ReactNode };

const WaitUntilNear = ({ name, children }: Omit<Props, 'fallback'>) => {
  const element = waitingElement(name);
  // a thrown promise is how a component suspends
  if (element) throw untilNear(name, element);
  return children;
};

/**
 * Wraps a section whose outermost element carries `hydrateWhenNearMark(name)`. A boundary of its own:
 * a Suspense resumes its children only once all of them are ready, so sections sharing one would all
 * wait for the last to come near. While hydrating, the section's HTML stays: the fallback shows only
 * when the browser renders the section itself and its code is still on the way.
 */
export const HydrateWhenNear = ({ name, children, fallback = null }: Props) => (
  <Suspense fallback={fallback}>
    <WaitUntilNear name={name}>{children}</WaitUntilNear>
  </Suspense>
);
