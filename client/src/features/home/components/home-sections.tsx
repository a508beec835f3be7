// Everything on the landing page below the hero: its own chunk, so the first paint (navigation bar and
// hero) needs only the main bundle. The rooms come first and load with it; the about, amenities and
// reviews sections are chunks of their own, fetched when the visitor scrolls near them (while the page
// is taken over, their server-rendered HTML stays as it is until then); the contact section (its form
// needs react-hook-form and zod) renders only when near.

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { HydrateWhenNear } from '@/components/hydrate-when-near';
import { ContactSection } from '@/features/contact';
import { FeaturedRooms } from './featured-rooms';

const AboutSection = lazy(() => import('./about-section').then((m) => ({ default: m.AboutSection })));
const AmenitiesSection = lazy(() =>
  import('./amenities-section').then((m) => ({ default: m.AmenitiesSection })),
);
const ReviewsSection = lazy(() => import('./reviews-section').then((m) => ({ default: m.ReviewsSection })));
// only a signed-in guest's landing shows it
const ChatLauncher = lazy(() => import('@/features/chatbot').then((m) => ({ default: m.ChatLauncher })));

/** Holds a lazy section's place while its code loads, so the page does not jump much. */
const SectionPlaceholder = () => <div aria-hidden="true" className="min-h-[36rem]" />;

/** Holds the contact section's place while its code loads, so the page does not jump. */
const ContactPlaceholder = () => <div aria-hidden="true" className="min-h-[48rem] bg-sand/40" />;

/** Renders the contact section once it is within a screen or so of the viewport. */
const DeferredContactSection = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined' || window.location.hash === '#contact') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '900px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (!near)
    return (
      <div ref={ref}>
        <ContactPlaceholder />
      </div>
    );
  return (
    <Suspense fallback={<ContactPlaceholder />}>
      <ContactSection />
    </Suspense>
  );
};

export default function HomeSections({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <FeaturedRooms />
      <HydrateWhenNear name="about" fallback={<SectionPlaceholder />}>
        <AboutSection />
      </HydrateWhenNear>
      <HydrateWhenNear name="amenities" fallback={<SectionPlaceholder />}>
        <AmenitiesSection />
      </HydrateWhenNear>
      <HydrateWhenNear name="reviews" fallback={<SectionPlaceholder />}>
        <ReviewsSection />
      </HydrateWhenNear>
      <DeferredContactSection />
      {/* The signed-in variant shows the chat assistant (spec section 2); its panel loads on first use. */}
      {signedIn ? (
        <Suspense fallback={null}>
          <ChatLauncher />
        </Suspense>
      ) : null}
    </>
  );
}
