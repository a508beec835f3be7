// Create or Edit one content key: title and content (PUT /api/admin/content/{key} with key, title,
// content and contentType). about_us is html, so the dialog says which formatting tags are allowed.

import { Info } from 'lucide-react';
import { z } from 'zod';
import { fieldFor } from '@/components/ui/form';
import { FormDialog, type ItemDialogProps, mountedForItem } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
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

const Field = fieldFor<ContentFormValues>();

const LONG_KEYS = new Set(['about_us', 'hero_subtitle', 'payment_policy', 'booking_instructions']);

const ContentForm = ({ item: entry, onOpenChange }: ItemDialogProps<ContentEntry>) => {
  const save = useSaveContent();
  const creating = !entry.stored;
  const form = useZodForm(contentFormSchema, {
    defaultValues: { title: entry.title, content: entry.content },
  });
  const html = entry.contentType === 'html';

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      className="sm:max-w-xl"
      form={form}
      send={(values) => save.mutateAsync({ key: entry.key, ...values, contentType: entry.contentType })}
      onSent={() =>
        toast({ title: 'Content updated', description: `${entry.label} was saved.`, variant: 'success' })
      }
      failure="Failed to update content"
      idPrefix="content"
      title={`${creating ? 'Create' : 'Edit'} ${entry.label}`}
      description={
        <>
          {entry.hint} <span className="font-mono text-xs text-muted-foreground">({entry.key})</span>
        </>
      }
      submitLabel={creating ? 'Create Content' : 'Save Changes'}
      pendingLabel="Saving…"
      pending={save.isPending}
    >
      <Field name="title" label="Title" render={(field) => <Input {...field} />} />
      <Field
        name="content"
        label="Content"
        describedBy={html ? 'html-note' : undefined}
        description={entry.isDefault ? 'Prefilled with the built-in default text.' : undefined}
        render={(field) => (
          <Textarea
            {...field}
            rows={html ? 9 : LONG_KEYS.has(entry.key) ? 5 : 3}
            aria-required="true"
            className={html ? 'font-mono text-sm sm:text-[13px]' : undefined}
          />
        )}
      />
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
    </FormDialog>
  );
};

/** Open while there is an entry to edit; each opening starts from that entry's text. */
export const ContentDialog = mountedForItem(ContentForm, (entry) => entry.key);
