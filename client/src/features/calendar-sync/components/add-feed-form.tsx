// "Add calendar": the travel site and the address of its iCal export. The domain's feedInputSchema checks
// it here and on the server; the server's refusals (a 400 for an address it will not fetch, a 409 for a
// feed the room already imports or one too many) are shown on the address field. The server fetches the
// calendar once before it answers, so the button says so while it waits.

import { CHANNEL_LABELS } from '@domain/calendar';
import { type FeedInput, feedInputSchema } from '@domain/schemas/calendar';
import { CalendarPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Form, fieldFor } from '@/components/ui/form';
import { Input, NativeSelect } from '@/components/ui/input';
import { BusyIcon } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { ApiError, errorMessage } from '@/lib/api';
import { showSuccess } from '@/lib/notify';
import { wasReported } from '@/lib/query-client';
import { useAddFeed } from '../api/add-feed';
import { CHANNEL_OPTIONS, pluralize } from '../lib/feed-view';

const Field = fieldFor<FeedInput>();

const FIELDS = ['channel', 'url'] as const;

export const AddFeedForm = ({ roomId }: { roomId: string }) => {
  const add = useAddFeed();
  const form = useZodForm(feedInputSchema, { defaultValues: { channel: 'airbnb', url: '' } });

  const onValid = async (input: FeedInput) => {
    try {
      const feed = await add.mutateAsync({ roomId, input });
      const name = CHANNEL_LABELS[feed.channel];
      if (feed.status === 'failing')
        toast({
          title: `${name} calendar added, but its first sync failed`,
          description: feed.lastError ?? 'It will be tried again.',
          variant: 'destructive',
        });
      else showSuccess(`${name} calendar added: ${pluralize(feed.blocks, 'block')}.`);
      form.reset({ channel: input.channel, url: '' });
    } catch (error) {
      if (wasReported(error)) return;
      const message = errorMessage(error, 'Failed to add the calendar');
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      const named = FIELDS.filter((field) => fieldErrors[field]);
      for (const field of named) form.setError(field, { message: fieldErrors[field] }, { shouldFocus: true });
      if (!named.length) form.setError('url', { message }, { shouldFocus: true });
    }
  };

  return (
    <Form form={form} idPrefix="add-feed">
      <form
        noValidate
        onSubmit={form.handleSubmit(onValid)}
        aria-busy={add.isPending}
        aria-labelledby="add-feed-heading"
        className="grid gap-3 sm:grid-cols-[11rem_minmax(0,1fr)_auto] sm:items-start"
        data-testid="add-feed-form"
      >
        <h4 id="add-feed-heading" className="font-semibold sm:col-span-3">
          Add calendar
        </h4>
        <Field
          name="channel"
          label="Travel site"
          render={(field) => <NativeSelect {...field} options={CHANNEL_OPTIONS} disabled={add.isPending} />}
        />
        <Field
          name="url"
          label="Calendar address (iCal link)"
          render={(field) => (
            <Input
              {...field}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://www.airbnb.com/calendar/ical/….ics"
              readOnly={add.isPending}
            />
          )}
        />
        <Button type="submit" variant="accent" className="sm:mt-[1.625rem]" disabled={add.isPending}>
          <BusyIcon busy={add.isPending} icon={CalendarPlus} label="Fetching the calendar" />
          {add.isPending ? 'Fetching…' : 'Add calendar'}
        </Button>
      </form>
    </Form>
  );
};
