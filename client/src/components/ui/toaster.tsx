import { CheckCircle2, CircleAlert, Info, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useEffect } from 'react';
import { dismissToast, markToastShown, useToastState } from '@/hooks/use-toast';
import { translateMessage } from '@/lib/i18n/validation';
import { cn } from '@/lib/utils';

const ICONS = { default: Info, destructive: CircleAlert, success: CheckCircle2 } as const;

/** Renders the single current toast (spec: one toast at a time, 5 s). */
export const Toaster = () => {
  const current = useToastState();
  const Icon = ICONS[current?.variant ?? 'default'];
  // effects run after the toast is committed: from here on it is on screen
  const shownId = current?.open ? current.id : undefined;
  useEffect(() => {
    if (shownId !== undefined) markToastShown(shownId);
  }, [shownId]);
  return (
    <Toast.Provider swipeDirection="right">
      {current ? (
        <Toast.Root
          key={current.id}
          open={current.open}
          duration={current.duration}
          onOpenChange={(open) => !open && dismissToast(current.id)}
          data-testid="toast"
          className={cn(
            'flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lift',
            current.variant === 'destructive'
              ? 'border-destructive/30 bg-[#fff4ef] text-foreground'
              : 'border-border bg-card text-foreground',
          )}
        >
          <Icon
            aria-hidden="true"
            className={cn(
              'mt-0.5 size-5 shrink-0',
              current.variant === 'destructive'
                ? 'text-destructive'
                : current.variant === 'success'
                  ? 'text-success'
                  : 'text-primary',
            )}
          />
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{translateMessage(current.title)}</Toast.Title>
            {current.description ? (
              <Toast.Description className="text-sm text-muted-foreground">
                {translateMessage(current.description)}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            className="absolute right-2 top-2 rounded-full p-1.5 text-muted-foreground hover:bg-muted"
            aria-label="Close"
          >
            <X className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ) : null}
      {/* pointer-events-auto: an open modal dialog turns pointer events off for the rest of the page;
          none while empty, so its padding never swallows a click on what lies under it (the group bar) */}
      <Toast.Viewport
        data-toast-viewport=""
        className="pointer-events-auto empty:pointer-events-none fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col p-4 outline-none sm:bottom-4 sm:right-4"
      />
    </Toast.Provider>
  );
};
