// The two cards a list shows instead of its items: nothing there yet, or the read failed.

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { Card } from './card';
import { IconBadge } from './icon-badge';

/**
 * A friendly empty list or tab: an icon, a heading, a line of text and an optional action. `compact`
 * for a list inside a panel; `titleAs` keeps the outline right ('p' where the card is no section).
 */
export const EmptyState = ({
  icon,
  title,
  text,
  action,
  compact = false,
  titleAs: Title = 'h3',
}: {
  icon: LucideIcon;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
  titleAs?: 'h3' | 'p';
}) => (
  <Card className={cn('flex flex-col items-center px-6 text-center', compact ? 'py-10' : 'py-12 sm:py-16')}>
    <IconBadge
      icon={icon}
      className={compact ? 'size-12' : 'size-14'}
      iconClassName={compact ? 'size-6' : 'size-7'}
    />
    <Title className={compact ? 'mt-3 font-semibold' : 'mt-4 text-xl font-semibold'}>{title}</Title>
    {text ? <p className="mt-1 max-w-sm text-sm text-muted-foreground">{text}</p> : null}
    {action ? <div className={compact ? 'mt-4' : 'mt-6'}>{action}</div> : null}
  </Card>
);

/** A list whose read failed (other than a signed-out 401, which redirects): what failed and a retry. */
export const LoadFailed = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center" role="alert">
    <p className="font-medium">{message}</p>
    <Button variant="outline" size="sm" onClick={onRetry}>
      Try again
    </Button>
  </Card>
);

type EmptyStateProps = Parameters<typeof EmptyState>[0];

/**
 * A list read's states in one place: placeholders while it loads, a retry when it failed, the `empty`
 * card when `items` (the list as read, before any search narrows it) has none, else the list itself.
 */
export const ListStates = ({
  query,
  items,
  loading,
  failed,
  empty,
  children,
}: {
  query: { isLoading: boolean; isError: boolean; refetch: () => unknown };
  items: readonly unknown[];
  loading: ReactNode;
  failed: string;
  empty: EmptyStateProps;
  children: ReactNode;
}) => {
  if (query.isLoading) return loading;
  if (query.isError) return <LoadFailed message={failed} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <EmptyState titleAs="p" {...empty} />;
  return children;
};
