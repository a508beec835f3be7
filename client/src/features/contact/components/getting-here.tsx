// How to reach the resort, beside the map. Shared by the home page's contact section and /contact.

import { BusFront, CarFront, MapPin } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { IconBlurb } from '@/components/ui/icon-badge';
import { cn } from '@/lib/utils';
import { useContactText } from '../messages';
import { ResortMap } from './resort-map';

/** The ways here: message key (under gettingHere) and icon. */
const ROUTES = [
  ['car', CarFront],
  ['bus', BusFront],
  ['nearby', MapPin],
] as const;

/** A card of the contact section, whose heading level depends on the page around it. */
export type ContactCardProps = { headingLevel?: 'h2' | 'h3'; className?: string };

export const GettingHere = ({ headingLevel: Heading = 'h3', className }: ContactCardProps) => {
  const { t } = useContactText();
  return (
    <Card className={cn('overflow-hidden lg:grid lg:grid-cols-5', className)}>
      <div className="p-5 sm:p-8 lg:col-span-2">
        <Heading className="text-2xl font-semibold text-foreground">{t('gettingHere.title')}</Heading>
        <p className="mt-2 text-sm text-muted-foreground">{t('gettingHere.intro')}</p>
        <ul className="mt-6 grid gap-5">
          {ROUTES.map(([key, icon]) => (
            <li key={key} className="flex gap-4">
              <IconBlurb
                icon={icon}
                title={t(`gettingHere.${key}.title`)}
                text={t(`gettingHere.${key}.text`)}
              />
            </li>
          ))}
        </ul>
      </div>
      <ResortMap className="rounded-none border-0 border-t border-border/70 shadow-none lg:col-span-3 lg:border-t-0 lg:border-l" />
    </Card>
  );
};
