import { Spinner } from '@/components/ui/skeleton';

/**
 * Shown while a page's code or the signed-in user is loading. It fills the screen so the footer stays
 * out of sight: the page that replaces it then pushes nothing visible around (no layout shift).
 */
export const PageLoader = () => (
  <div className="flex min-h-svh items-center justify-center text-primary">
    <Spinner className="size-8" label="Loading page" />
  </div>
);
