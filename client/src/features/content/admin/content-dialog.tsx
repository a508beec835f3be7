// Create or Edit one content key: title and content (PUT /api/admin/content/{key} with key, title,
// content and contentType), and for the texts guests read in their language the optional Filipino title
// and content beside them (side by side on a wide screen, stacked on a phone). An empty Filipino field
// falls back to the English on Filipino pages. about_us is html, so the dialog says which formatting
// tags are allowed (in both languages).

import { checkLatLon } from '@domain/map-location';
import { Info, Languages } from 'lucide-react';
import { z } from 'zod';
import { fieldFor } from '@/components/ui/form';
import { FormDialog, type ItemDialogProps, mountedForItem } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { cn } from '@/lib/utils';
import { useSaveContent } from '../api/admin-content';
import type { ContentEntry } from './content-entries';

const TITLE_LIMIT = 'Keep the title under 200 characters';
const CONTENT_LIMIT = 'Keep the content under 20,000 characters';

const contentFormSchema = z.object({
  title: z.string().trim().max(200, TITLE_LIMIT),
  content: z.string().trim().min(1, 'Content is required').max(20000, CONTENT_LIMIT),
  // optional: empty means Filipino pages show the English
  titleFil: z.string().trim().max(200, TITLE_LIMIT),
  contentFil: z.string().trim().max(20000, CONTENT_LIMIT),
});
type ContentFormValues = z.input<typeof contentFormSchema>;

/** The map location is read as "lat, lon": the form says what is wrong before the server would. */
const mapLocationFormSchema = contentFormSchema.superRefine(({ content }, ctx) => {
  const result = checkLatLon(content);
  if ('error' in result) ctx.addIssue({ code: 'custom', path: ['content'], message: result.error });
});

const Field = fieldFor<ContentFormValues>();

const LONG_KEYS = new Set(['about_us', 'hero_subtitle', 'payment_policy', 'booking_instructions']);
/** One-line values: a single row is enough. */
const SHORT_KEYS = new Set(['map_location']);

/** One language's column: its heading, an optional note, then its title and content fields. */
const LanguageColumn = ({
  heading,
  lang,
  note,
  children,
}: {
  heading: string;
  lang: 'en' | 'fil';
  note?: React.ReactNode;
  children: React.ReactNode;
}) => (
  <fieldset className="grid min-w-0 content-start gap-4">
    <legend className="mb-3 flex items-center gap-2 text-sm font-semibold text-foreground">
      <span
        aria-hidden="true"
        className="rounded-md bg-secondary px-1.5 py-0.5 font-mono text-xs uppercase text-primary"
      >
        {lang}
      </span>
      {heading}
    </legend>
    {note}
    {children}
  </fieldset>
);

/** How the content box looks for this entry: HTML gets a monospaced box and the note on allowed tags. */
const contentBox = (entry: ContentEntry) => {
  const html = entry.contentType === 'html';
  return {
    rows: html ? 9 : LONG_KEYS.has(entry.key) ? 5 : SHORT_KEYS.has(entry.key) ? 1 : 3,
    textareaClass: html ? 'font-mono text-sm sm:text-[13px]' : undefined,
    describedBy: html ? 'html-note' : undefined,
  };
};

const DEFAULT_TEXT_NOTE = 'Prefilled with the built-in default text.';

/** English and Filipino side by side, the Filipino optional. */
const BilingualFields = ({ entry }: { entry: ContentEntry }) => {
  const { rows, textareaClass, describedBy } = contentBox(entry);
  return (
    <>
      <LanguageColumn heading="English" lang="en">
        <Field name="title" label="Title" render={(field) => <Input {...field} />} />
        <Field
          name="content"
          label="Content"
          describedBy={describedBy}
          description={entry.isDefault ? DEFAULT_TEXT_NOTE : undefined}
          render={(field) => (
            <Textarea {...field} rows={rows} aria-required="true" className={textareaClass} />
          )}
        />
      </LanguageColumn>
      <LanguageColumn
        heading="Filipino (optional)"
        lang="fil"
        note={
          <p
            id="filipino-fallback"
            className="-mt-1 flex gap-2 rounded-xl border border-border bg-muted/50 p-3 text-sm text-muted-foreground"
          >
            <Languages className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              Shown to guests who read the site in Filipino. An empty field falls back to English: Filipino
              pages show the English title or content instead.
            </span>
          </p>
        }
      >
        <Field
          name="titleFil"
          label="Filipino title"
          describedBy="filipino-fallback"
          render={(field) => <Input {...field} lang="fil" />}
        />
        <Field
          name="contentFil"
          label="Filipino content"
          describedBy={cn('filipino-fallback', describedBy)}
          render={(field) => (
            <Textarea
              {...field}
              lang="fil"
              rows={rows}
              placeholder="Empty: the English content is shown"
              className={textareaClass}
            />
          )}
        />
      </LanguageColumn>
    </>
  );
};

/** One title and content, the same in every language. */
const SingleLanguageFields = ({ entry }: { entry: ContentEntry }) => {
  const { rows, textareaClass } = contentBox(entry);
  return (
    <>
      <Field name="title" label="Title" render={(field) => <Input {...field} />} />
      <Field
        name="content"
        label="Content"
        description={entry.isDefault ? DEFAULT_TEXT_NOTE : undefined}
        render={(field) => <Textarea {...field} rows={rows} aria-required="true" className={textareaClass} />}
      />
    </>
  );
};

const HtmlNote = () => (
  <p
    id="html-note"
    className="flex gap-2 rounded-xl border border-lagoon/40 bg-secondary/60 p-3 text-sm text-foreground lg:col-span-2"
  >
    <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
    <span>
      This text is HTML, in both languages. Basic formatting tags are allowed: <code>&lt;p&gt;</code>,{' '}
      <code>&lt;strong&gt;</code>, <code>&lt;em&gt;</code>, <code>&lt;br&gt;</code>, <code>&lt;ul&gt;</code>,{' '}
      <code>&lt;ol&gt;</code>, <code>&lt;li&gt;</code> and <code>&lt;a&gt;</code>.
    </span>
  </p>
);

const ContentForm = ({ item: entry, onOpenChange }: ItemDialogProps<ContentEntry>) => {
  const save = useSaveContent();
  const creating = !entry.stored;
  const form = useZodForm(entry.key === 'map_location' ? mapLocationFormSchema : contentFormSchema, {
    defaultValues: {
      title: entry.title,
      content: entry.content,
      titleFil: entry.titleFil,
      contentFil: entry.contentFil,
    },
  });
  const html = entry.contentType === 'html';
  const { bilingual } = entry;

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      className={bilingual ? 'sm:max-w-xl lg:max-w-5xl' : 'sm:max-w-xl'}
      formClassName={bilingual ? 'gap-6 lg:grid-cols-2 lg:gap-x-8' : undefined}
      form={form}
      send={({ titleFil, contentFil, ...english }) =>
        save.mutateAsync({
          key: entry.key,
          ...english,
          contentType: entry.contentType,
          ...(bilingual ? { titleFil, contentFil } : {}),
        })
      }
      onSent={() =>
        toast({ title: 'Content updated', description: `${entry.label} was saved.`, variant: 'success' })
      }
      failure="Failed to update content"
      idPrefix="content"
      title={`${creating ? 'Create' : 'Edit'} ${entry.label}`}
      description={
        <>
          {entry.hint} <span className="font-mono text-xs text-muted-foreground">({entry.key})</span>
          {bilingual ? null : ' The same in every language.'}
        </>
      }
      submitLabel={creating ? 'Create Content' : 'Save Changes'}
      pendingLabel="Saving…"
      pending={save.isPending}
    >
      {bilingual ? <BilingualFields entry={entry} /> : <SingleLanguageFields entry={entry} />}
      {html ? <HtmlNote /> : null}
    </FormDialog>
  );
};

/** Open while there is an entry to edit; each opening starts from that entry's text. */
export const ContentDialog = mountedForItem(ContentForm, (entry) => entry.key);
