// How to reach the resort, beside the map. Shared by the home page's contact section and /contact.

import { BusFront, CarFront, MapPin } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { IconBlurb } from '@/components/ui/icon-badge';
import { cn } from '@/lib/utils';
import { ResortMap } from './resort-map';

const ROUTES = [
  {
    icon: CarFront,
    title: 'By car',
    text: 'About 5 to 6 hours from Manila via NLEX, SCTEX and TPLEX, then north on MacArthur Highway. Free parking inside the resort.',
  },
  {
    icon: BusFront,
    title: 'By bus',
    text: 'Buses from Manila to San Fernando, La Union pass through San Juan. Ask for the San Juan stop; a tricycle brings you to our gate.',
  },
  {
    icon: MapPin,
    title: 'Nearby',
    text: 'Ten minutes north of San Fernando City, a short walk along the sand from the surf breaks of San Juan.',
  },
];

/** A card of the contact section, whose heading level depends on the page around it. */
export type ContactCardProps = { headingLevel?: 'h2' | 'h3'; className?: string };

export const GettingHere = ({ headingLevel: Heading = 'h3', className }: ContactCardProps) => (
  <Card className={cn('overflow-hidden lg:grid lg:grid-cols-5', className)}>
    <div className="p-5 sm:p-8 lg:col-span-2">
      <Heading className="text-2xl font-semibold text-foreground">Getting Here</Heading>
      <p className="mt-2 text-sm text-muted-foreground">
        We are on a quiet cove in San Juan, La Union, on the northwest coast of Luzon.
      </p>
      <ul className="mt-6 grid gap-5">
        {ROUTES.map(({ icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <IconBlurb icon={icon} title={title} text={text} />
          </li>
        ))}
      </ul>
    </div>
    <ResortMap className="rounded-none border-0 border-t border-border/70 shadow-none lg:col-span-3 lg:border-t-0 lg:border-l" />
  </Card>
);
