import { Tabs as TabsPrimitive } from 'radix-ui';
import { withClasses } from './with-classes';

export const Tabs = TabsPrimitive.Root;

export const TabsList = withClasses(
  TabsPrimitive.List,
  'inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-full bg-muted p-1',
);

export const TabsTrigger = withClasses(
  TabsPrimitive.Trigger,
  'inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-full px-4 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm cursor-pointer',
);

export const TabsContent = withClasses(TabsPrimitive.Content, 'mt-5 focus-visible:outline-none');
