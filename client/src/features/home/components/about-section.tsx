// The landing page's About section: the about_us content item (spec section 9, the one HTML key).
// Its title is the heading ('About Casa Alon' when the admin left it blank) and its HTML the body;
// the server sanitises that HTML (English and Filipino) when it is saved and again when GET /api/content answers, so it is
// rendered as it arrives. Before anything is stored the built-in default text shows; an about_us
// saved with no text hides the section. Below the text: check-in and check-out times (content keys)
// and the front desk's hours, beside a picture of the sea.

import type { ContentItemDto } from '@domain/api-types';
import { OFFICE_HOURS } from '@domain/constants';
import { CONTENT_DEFAULTS } from '@domain/content';
import { SITE_IMAGES } from '@domain/images';
import { isLanguage } from '@domain/languages';
import { useQuery } from '@tanstack/react-query';
import { Clock3, ConciergeBell } from 'lucide-react';
import type { ReactNode } from 'react';
import { hydrateWhenNearMark } from '@/components/hydrate-when-near';
import { ResponsiveImage } from '@/components/responsive-image';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { contentQueryOptions, useContent } from '@/features/content';
import { cn } from '@/lib/utils';
import { isBlankHtml } from '../lib/about';
import { useHomeText } from '../messages';

export const ABOUT_FALLBACK_TITLE = 'About Casa Alon';

const PICTURE = SITE_IMAGES.gallery[0];

/** Typography for the admin's HTML: paragraphs, lists, headings, quotes and links. */
const BODY_CLASSES = [
  'mt-6 max-w-prose text-base leading-relaxed text-foreground/85 sm:text-lg sm:leading-relaxed',
  '[&_p]:mt-4 [&_p:first-child]:mt-0',
  '[&_h2]:mt-8 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-foreground',
  '[&_h3]:mt-6 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-foreground',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-foreground',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:text-coral',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-lagoon [&_blockquote]:pl-4 [&_blockquote]:font-display [&_blockquote]:text-xl [&_blockquote]:italic [&_blockquote]:text-foreground',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:decoration-primary/40 [&_a]:underline-offset-4 [&_a:hover]:decoration-primary',
  '[&_strong]:font-semibold [&_strong]:text-foreground [&_b]:font-semibold [&_b]:text-foreground',
  '[&_hr]:my-8 [&_hr]:border-border',
  '[&>*:first-child]:mt-0',
].join(' ');

/** The section's two columns: the picture, then the eyebrow and what is passed in. */
const AboutLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useHomeText();
  return (
    <div className="mx-auto grid w-full max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-12 lg:gap-16 lg:px-8">
      {PICTURE ? (
        <div className="relative lg:col-span-5">
          <div
            aria-hidden="true"
            className="absolute -top-4 -left-4 -z-10 hidden h-3/5 w-3/5 rounded-3xl bg-sand lg:block"
          />
          <ResponsiveImage
            src={PICTURE.base}
            alt={PICTURE.alt}
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="aspect-[16/10] w-full rounded-3xl object-cover shadow-lift lg:aspect-[5/4]"
          />
        </div>
      ) : null}
      <div className={PICTURE ? 'lg:col-span-7' : 'lg:col-span-12'}>
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-hover">
          {t('about.eyebrow')}
        </p>
        {children}
      </div>
    </div>
  );
};

const SECTION_CLASSES = 'render-when-near relative isolate overflow-hidden pt-4 pb-16 sm:pt-8 sm:pb-24';

const Glow = () => (
  <div
    aria-hidden="true"
    className="absolute top-1/2 -right-24 -z-10 size-80 -translate-y-1/2 rounded-full bg-secondary/70 blur-3xl"
  />
);

/** Check-in, check-out (content keys, with their defaults) and the front desk's hours. */
const StayFacts = () => {
  const { content } = useContent();
  const { t } = useHomeText();
  const facts = [
    { icon: Clock3, label: t('about.checkIn'), value: content('check_in_time') },
    { icon: Clock3, label: t('about.checkOut'), value: content('check_out_time') },
    { icon: ConciergeBell, label: t('about.frontDesk'), value: OFFICE_HOURS },
  ];
  return (
    <dl className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      {facts.map(({ icon: Icon, label, value }, i) => (
        <div
          key={label}
          className={cn(
            'relative min-h-[4.5rem] rounded-2xl border border-border/70 bg-card py-4 pr-4 pl-16 shadow-soft',
            i === facts.length - 1 && 'col-span-2 sm:col-span-1',
          )}
        >
          <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted-foreground">
            <span className="absolute top-4 left-4 inline-flex size-9 items-center justify-center rounded-xl bg-secondary text-primary">
              <Icon aria-hidden="true" className="size-[18px]" />
            </span>
            {label}
          </dt>
          <dd className="mt-1 text-sm font-semibold text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
};

export const AboutSection = () => {
  const { t, language } = useHomeText();
  const { content } = useContent();
  const { data: item, isPending } = useQuery({
    ...contentQueryOptions(isLanguage(language) ? language : undefined),
    select: (items: ContentItemDto[]) => items.find((entry) => entry.key === 'about_us') ?? null,
  });

  // Until the answer arrives: the same frame with placeholder lines, so the page does not jump.
  if (isPending)
    return (
      <div aria-hidden="true" className={SECTION_CLASSES} {...hydrateWhenNearMark('about')}>
        <Glow />
        <AboutLayout>
          <Skeleton className="mt-4 h-9 w-2/3 max-w-md" />
          <SkeletonBars
            className="mt-7 grid max-w-prose gap-3"
            bars={['h-4 w-full', 'h-4 w-11/12', 'h-4 w-4/5']}
          />
          <Skeleton className="mt-8 h-[4.5rem] w-full rounded-2xl" />
        </AboutLayout>
      </div>
    );

  // a stored item is shown as it is (a blank one hides the section); before any, the default text
  // a stored text the admin left at the default is shown in the page's language
  const builtIn = !item || item.content === CONTENT_DEFAULTS.about_us.content;
  const html = builtIn ? content('about_us') : item.content;
  if (isBlankHtml(html)) return null;

  return (
    <section aria-labelledby="about-heading" className={SECTION_CLASSES} {...hydrateWhenNearMark('about')}>
      <Glow />
      <AboutLayout>
        <h2
          id="about-heading"
          className="mt-3 text-3xl font-semibold text-balance text-foreground sm:text-4xl"
        >
          {item?.title.trim() && item.title.trim() !== ABOUT_FALLBACK_TITLE
            ? item.title.trim()
            : t('about.title')}
        </h2>
        <div
          className={BODY_CLASSES}
          // the admin's English text on a Filipino page (no Filipino version yet) is announced as English
          lang={!builtIn && item.language !== language ? item.language : undefined}
          // sanitised by the server when saved and again when read (server/src/modules/content/sanitize-html.ts)
          // biome-ignore lint/security/noDangerouslySetInnerHtml: about_us is admin HTML, sanitised by the server
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <StayFacts />
      </AboutLayout>
    </section>
  );
};
