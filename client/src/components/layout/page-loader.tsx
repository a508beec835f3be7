import { Spinner } from '@/components/ui/skeleton';

/** Shown while a page's code or the signed-in user is loading. */
export const PageLoader = () => (
  <div className="flex min-h-[50vh] items-center justify-center text-primary">
    <Spinner className="size-8" label="Loading page" />
  </div>
);
