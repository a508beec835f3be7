// The home page's contact block (spec section 2): heading and subtitle from content, address, phone,
// email, check-in and check-out times, the map and the 'Send us a Message' form.

import { Card } from '@/components/ui/card';
import { useContent } from '@/features/content';
import { cn } from '@/lib/utils';
import { useContactText } from '../messages';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { type ContactCardProps, GettingHere } from './getting-here';

export const ContactSection = () => {
  const { content } = useContent();
  const { t } = useContactText();
  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="bg-gradient-to-b from-background via-sand/35 to-sand/60 py-16 sm:py-24"
    >
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-[#a8481f]">{t('eyebrow')}</p>
          <h2 id="contact-heading" className="mt-3 text-3xl font-semibold text-foreground sm:text-4xl">
            {content('contact_title')}
          </h2>
          <p className="mt-4 text-base text-muted-foreground sm:text-lg">{content('contact_subtitle')}</p>
        </div>
        <div className="mt-10 grid gap-6 sm:mt-14 lg:grid-cols-12 lg:gap-8">
          <ContactDetails className="lg:col-span-5" />
          <MessageCard className="lg:col-span-7" />
          <GettingHere className="lg:col-span-12" />
        </div>
      </div>
    </section>
  );
};

/** The form in its card, shared with the contact page. */
export const MessageCard = ({ headingLevel: Heading = 'h3', className }: ContactCardProps) => {
  const { t } = useContactText();
  return (
    <Card className={cn('p-5 sm:p-8', className)}>
      <Heading className="text-2xl font-semibold text-foreground">{t('card.title')}</Heading>
      <p className="mt-2 text-sm text-muted-foreground">{t('card.text')}</p>
      <ContactForm className="mt-6" />
    </Card>
  );
};
