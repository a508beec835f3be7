// Everything on the landing page below the hero: its own chunk, so the first paint (navigation bar and
// hero) needs only the main bundle. The contact section (its form needs react-hook-form and zod) loads
// only when the visitor scrolls near it.

import { Suspense, useEffect, useRef, useState } from 'react';
import { HydrateWhenNear } from '@/components/hydrate-when-near';
import { ChatLauncher } from '@/features/chat';
import { ContactSection } from '@/features/contact';
import { AboutSection } from './about-section';
import { AmenitiesSection } from './amenities-section';
import { FeaturedRooms } from './featured-rooms';
import { ReviewsSection } from './reviews-section';

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
      <HydrateWhenNear name="about">
        <AboutSection />
      </HydrateWhenNear>
      <HydrateWhenNear name="amenities">
        <AmenitiesSection />
      </HydrateWhenNear>
      <HydrateWhenNear name="reviews">
        <ReviewsSection />
      </HydrateWhenNear>
      <DeferredContactSection />
      {/* The signed-in variant shows the chat assistant (spec section 2); its panel loads on first use. */}
      {signedIn ? <ChatLauncher /> : null}
    </>
  );
}
