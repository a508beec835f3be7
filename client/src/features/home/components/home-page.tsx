// '/' (spec section 2): the landing page for visitors, a 'Welcome back' variant for signed-in guests.
// The page ships in the main bundle, so only what the first paint shows is in it: the hero. The
// sections below it (rooms, about, amenities, reviews, contact, the chat button) are their own chunk,
// fetched as soon as the page renders.

import { lazy, memo, Suspense } from 'react';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { useUser } from '@/features/auth';
import { useHydrated } from '@/hooks/use-hydrated';
import { LandingHero, WelcomeHero } from './home-hero';

const HomeSections = lazy(() => import('./home-sections'));
// memo: HomePage renders again when the user's answer arrives (useUser); the hero and the sections
// have their own queries, so they skip that render instead of re-rendering the whole page
const Landing = memo(LandingHero);

/** Keeps the footer out of sight (below the hero) while the sections' code loads. */
const SectionsPlaceholder = () => <div aria-hidden="true" className="min-h-svh" />;

/**
 * memo, for the boundary too: while the browser takes over the prerendered page, this boundary may still
 * wait for the sections' chunk, and React gives up a waiting boundary's HTML (for the placeholder, then
 * a render from scratch that hydrates nothing when near) if new props reach it, as the user's answer
 * would; a signed-out visitor's `signedIn` stays false.
 */
const Sections = memo(({ signedIn }: { signedIn: boolean }) => (
  <Suspense fallback={<SectionsPlaceholder />}>
    <HomeSections signedIn={signedIn} />
  </Suspense>
));

export const HomePage = () => {
  useDocumentTitle();
  // While React takes the server's page over, the user is unknown, as it was to the server for a session
  // cookie: an answer arriving mid-hydration would otherwise be rendered into the hydration itself (the
  // welcome over the HTML's plain hero, a mismatch). It shows in the render right after.
  const hydrated = useHydrated();
  const { user: answer } = useUser();
  const user = hydrated ? answer : null;

  return (
    <>
      {user ? <WelcomeHero user={user} /> : <Landing />}
      <Sections signedIn={Boolean(user)} />
    </>
  );
};
