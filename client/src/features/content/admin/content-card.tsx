// One content key: its friendly name, where it shows, the current text (or the default, marked so),
// whether Filipino pages have a text of their own, and a Create or Edit button.

import { formatDay, todayIn } from '@domain/dates';
import { FileCode2, Languages, Pencil, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useResortClock } from '@/features/site-config';
import type { ContentEntry } from './content-entries';

/** The html text as a reader sees it, for the card's preview. */
const plainText = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

export const ContentCard = ({ entry, onEdit }: { entry: ContentEntry; onEdit: () => void }) => {
  const preview = entry.contentType === 'html' ? plainText(entry.content) : entry.content;
  const headingId = `content-${entry.key}`;
  const { timeZone } = useResortClock();
  return (
    <Card className="flex h-full flex-col gap-3 p-5" aria-labelledby={headingId} role="group">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold leading-tight">
            {entry.label}
          </h3>
          <p className="mt-1 text-xs text-muted-foreground">{entry.hint}</p>
        </div>
        {entry.isDefault ? (
          <Badge variant="warning" className="shrink-0">
            Default text
          </Badge>
        ) : (
          <Badge variant="success" className="shrink-0">
            Custom
          </Badge>
        )}
      </div>
      <blockquote
        className={
          entry.isDefault
            ? 'flex-1 rounded-xl border border-dashed border-border bg-muted/40 px-3 py-2.5 text-sm text-muted-foreground italic'
            : 'flex-1 rounded-xl border border-transparent bg-secondary/50 px-3 py-2.5 text-sm text-foreground'
        }
      >
        <p className="line-clamp-3 break-words">{preview}</p>
      </blockquote>
      {entry.isDefault ? (
        <p className="-mt-1 text-xs font-medium text-warning">Default text — replace before going live</p>
      ) : null}
      {entry.bilingual ? (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Languages className="size-3.5 shrink-0" aria-hidden="true" />
          {entry.contentFil.trim() ? 'Filipino version written' : 'Filipino pages show the English'}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
          {entry.contentType === 'html' ? (
            <>
              <FileCode2 className="size-3.5 shrink-0" aria-hidden="true" /> HTML
              {entry.stored ? ' · ' : ''}
            </>
          ) : null}
          {entry.stored ? (
            <span className="truncate">
              Updated {formatDay(todayIn(timeZone, new Date(entry.stored.updatedAt)))}
            </span>
          ) : entry.contentType === 'html' ? null : (
            <span>Built-in text</span>
          )}
        </p>
        <Button
          size="sm"
          variant={entry.stored ? 'outline' : 'default'}
          onClick={onEdit}
          aria-label={`${entry.stored ? 'Edit' : 'Create'} ${entry.label}`}
        >
          {entry.stored ? <Pencil aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {entry.stored ? 'Edit' : 'Create'}
        </Button>
      </div>
    </Card>
  );
};
