// /contact (spec section 2): address, phone, email, office hours, the map and the message form.

import { Mail, Phone } from 'lucide-react';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { HeroHeading } from '@/components/photo-hero';
import { LinearGradient } from '@/components/ui/svg-gradient';
import { ChatLauncher } from '@/features/chatbot';
import { useContent } from '@/features/content';
import { telHref } from '@/lib/utils';
import { useContactText } from '../messages';
import { ContactDetails } from './contact-details';
import { MessageCard } from './contact-section';
import { GettingHere } from './getting-here';

const chipClass =
  'inline-flex items-center gap-2 rounded-full bg-white/12 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/25 transition-colors hover:bg-white/20 [&_svg]:size-4';

export default function ContactPage() {
  const { t } = useContactText();
  useDocumentTitle(t('page.title'));
  const { content } = useContent();
  const phone = content('contact_phone');
  const email = content('contact_email');
  return (
    <>
      <section
        aria-labelledby="contact-page-title"
        className="relative overflow-hidden bg-gradient-to-br from-primary via-[#0a6170] to-[#0e7c86] text-white"
      >
        <SettingSun />
        <HeroWaves />
        <div className="relative mx-auto w-full max-w-7xl px-4 pb-20 pt-12 sm:px-6 sm:pb-28 sm:pt-20 lg:px-8">
          <HeroHeading
            titleId="contact-page-title"
            eyebrow={t('page.eyebrow')}
            title={content('contact_title')}
            lead={content('contact_subtitle')}
          />
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={telHref(phone)} className={chipClass}>
              <Phone aria-hidden="true" />
              {phone}
            </a>
            <a href={`mailto:${email}`} className={chipClass}>
              <Mail aria-hidden="true" />
              {email}
            </a>
          </div>
        </div>
      </section>

      <div className="relative mx-auto -mt-10 w-full max-w-7xl px-4 pb-6 sm:-mt-14 sm:px-6 lg:px-8">
        <div className="grid gap-6 lg:grid-cols-12 lg:gap-8">
          <section aria-labelledby="contact-details-title" className="flex flex-col lg:col-span-5">
            <h2 id="contact-details-title" className="sr-only">
              {t('page.details')}
            </h2>
            <ContactDetails className="flex-1" />
          </section>
          <MessageCard headingLevel="h2" className="lg:col-span-7" />
          <GettingHere headingLevel="h2" className="lg:col-span-12" />
        </div>
      </div>
      <ChatLauncher />
    </>
  );
}

/** A sun going down behind the hero's lower edge. */
const SettingSun = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 320 320"
    className="pointer-events-none absolute -bottom-32 right-[-6rem] size-80 sm:-bottom-36 sm:right-[9%] sm:size-[26rem]"
  >
    <defs>
      <LinearGradient id="contact-sun" colors={['#ffd9b8', '#f08a5d']} />
    </defs>
    <circle cx="160" cy="160" r="158" fill="#f6a77d" fillOpacity="0.1" />
    <circle cx="160" cy="160" r="118" fill="#f6a77d" fillOpacity="0.14" />
    <circle cx="160" cy="160" r="80" fill="url(#contact-sun)" fillOpacity="0.95" />
  </svg>
);

/** Soft wave lines along the hero's lower edge. */
const HeroWaves = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 1440 220"
    preserveAspectRatio="none"
    className="pointer-events-none absolute inset-x-0 bottom-0 h-40 w-full text-white sm:h-52"
  >
    <path
      d="M0 150c120-30 240-30 360 0s240 30 360 0 240-30 360 0 240 30 360 0v70H0z"
      fill="currentColor"
      fillOpacity="0.06"
    />
    <path
      d="M0 178c120-24 240-24 360 0s240 24 360 0 240-24 360 0 240 24 360 0v42H0z"
      fill="currentColor"
      fillOpacity="0.08"
    />
  </svg>
);
