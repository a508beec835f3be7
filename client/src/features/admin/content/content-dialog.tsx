// Create or Edit one content key: title and content (PUT /api/admin/content/{key} with key, title,
// content and contentType). about_us is html, so the dialog says which formatting tags are allowed.

import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { useSaveContent } from './api';
import type { ContentEntry } from './content-entries';

const contentFormSchema = z.object({
  title: z.string().trim().max(200, 'Keep the title under 200 characters'),
  content: z
    .string()
    .trim()
    .min(1, 'Content is required')
    .max(20000, 'Keep the content under 20,000 characters'),
});
type ContentFormValues = z.input<typeof contentFormSchema>;
type ContentFormOutput = z.output<typeof contentFormSchema>;

const LONG_KEYS = new Set(['about_us', 'hero_subtitle', 'payment_policy', 'booking_instructions']);

export const ContentDialog = ({
  entry,
  onOpenChange,
}: {
  entry: ContentEntry | null;
  onOpenChange: (open: boolean) => void;
}) => (
  <Dialog open={Boolean(entry)} onOpenChange={onOpenChange}>
    <DialogContent className="sm:max-w-xl">
      {entry ? <ContentForm key={entry.key} entry={entry} onDone={() => onOpenChange(false)} /> : null}
    </DialogContent>
  </Dialog>
);

const ContentForm = ({ entry, onDone }: { entry: ContentEntry; onDone: () => void }) => {
  const save = useSaveContent();
  const creating = !entry.stored;
  const form = useForm<ContentFormValues, unknown, ContentFormOutput>({
    resolver: zodResolver(contentFormSchema),
    defaultValues: { title: entry.title, content: entry.content },
  });
  const { errors } = form.formState;
  const html = entry.contentType === 'html';

  const onValid = async (values: ContentFormOutput) => {
    if (save.isPending) return;
    try {
      await save.mutateAsync({ key: entry.key, ...values, contentType: entry.contentType });
      toast({ title: 'Content updated', description: `${entry.label} was saved.`, variant: 'success' });
      onDone();
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update content'),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {creating ? 'Create' : 'Edit'} {entry.label}
        </DialogTitle>
        <DialogDescription>
          {entry.hint} <span className="font-mono text-xs text-muted-foreground">({entry.key})</span>
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4">
        <Field id="content-title" label="Title" error={errors.title?.message}>
          <Input
            id="content-title"
            aria-invalid={Boolean(errors.title)}
            aria-describedby={errors.title ? 'content-title-error' : undefined}
            {...form.register('title')}
          />
        </Field>
        <Field
          id="content-body"
          label="Content"
          error={errors.content?.message}
          hint={entry.isDefault ? 'Prefilled with the built-in default text.' : undefined}
        >
          <Textarea
            id="content-body"
            rows={html ? 9 : LONG_KEYS.has(entry.key) ? 5 : 3}
            aria-invalid={Boolean(errors.content)}
            aria-required="true"
            aria-describedby={
              [
                errors.content ? 'content-body-error' : entry.isDefault ? 'content-body-hint' : '',
                html ? 'html-note' : '',
              ]
                .filter(Boolean)
                .join(' ') || undefined
            }
            className={html ? 'font-mono text-sm sm:text-[13px]' : undefined}
            {...form.register('content')}
          />
        </Field>
        {html ? (
          <p
            id="html-note"
            className="flex gap-2 rounded-xl border border-lagoon/40 bg-secondary/60 p-3 text-sm text-foreground"
          >
            <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              This text is HTML. Basic formatting tags are allowed: <code>&lt;p&gt;</code>,{' '}
              <code>&lt;strong&gt;</code>, <code>&lt;em&gt;</code>, <code>&lt;br&gt;</code>,{' '}
              <code>&lt;ul&gt;</code>, <code>&lt;ol&gt;</code>, <code>&lt;li&gt;</code> and{' '}
              <code>&lt;a&gt;</code>.
            </span>
          </p>
        ) : null}
        <DialogFooter className="pt-1">
          <Button variant="outline" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? (
              <>
                <Spinner className="size-4" label="Saving" /> Saving…
              </>
            ) : creating ? (
              'Create Content'
            ) : (
              'Save Changes'
            )}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
};
