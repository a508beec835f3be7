import type { ComponentProps, ElementType } from 'react';
import { cn } from '@/lib/utils';

/** `Component` with the given classes first and the caller's after them (a caller's class wins a conflict). */
export const withClasses =
  <T extends ElementType>(Component: T, classes: string) =>
  ({ className, ...props }: ComponentProps<T>) => {
    const Tag: ElementType = Component;
    return <Tag className={cn(classes, className)} {...props} />;
  };
