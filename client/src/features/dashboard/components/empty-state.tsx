import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** A friendly empty tab: an icon, a heading, a line of text and an optional action. */
export const EmptyState = ({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action?: ReactNode;
}) => (
  <Card className="flex flex-col items-center px-6 py-12 text-center sm:py-16">
    <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
      <Icon className="size-7" aria-hidden="true" />
    </span>
    <h3 className="mt-4 text-xl font-semibold">{title}</h3>
    <p className="mt-1 max-w-sm text-sm text-muted-foreground">{text}</p>
    {action ? <div className="mt-6">{action}</div> : null}
  </Card>
);

/** A tab whose data could not be read (other than a signed-out 401, which redirects). */
export const LoadError = ({ what, onRetry }: { what: string; onRetry: () => void }) => (
  <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center" role="alert">
    <p className="font-medium">We couldn't load your {what}.</p>
    <button
      type="button"
      onClick={onRetry}
      className="cursor-pointer rounded-full px-4 py-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
    >
      Try again
    </button>
  </Card>
);
