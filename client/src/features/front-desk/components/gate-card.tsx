// One panel of the gate tab (the sale form, the overnight guests): its icon and title, a line about it,
// then what it holds.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

export const GateCard = ({
  icon: Icon,
  title,
  intro,
  children,
}: {
  icon: LucideIcon;
  title: string;
  intro: string;
  children: ReactNode;
}) => (
  <Card className="p-5 sm:p-6">
    <h3 className="flex items-center gap-2 text-lg font-semibold">
      <Icon className="size-5 text-primary" aria-hidden="true" /> {title}
    </h3>
    <p className="mt-1 text-sm text-muted-foreground">{intro}</p>
    {children}
  </Card>
);
