// Leave Review: a 1-5 star rating (default 5), a comment of at least 10 characters and where the
// guest is from. Reviews appear on the site after staff approve them.

import type { ReservationDto } from '@domain/api-types';
import { REVIEW_MIN_LENGTH } from '@domain/constants';
import { formatDay } from '@domain/dates';
import { type CreateReviewInput, createReviewSchema } from '@domain/schemas/booking';
import { useWatch } from 'react-hook-form';
import { FormField, fieldFor, toastFirstError } from '@/components/ui/form';
import { type DialogState, FormDialog, mountedWhileOpen } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { useCreateReview } from '../api/create-review';
import { StarRatingInput } from './stars';

const Field = fieldFor<CreateReviewInput>();

type DialogProps = DialogState & { reservation: ReservationDto };

const ReviewForm = ({ reservation, ...dialog }: DialogProps) => {
  const createReview = useCreateReview();
  const form = useZodForm(createReviewSchema, {
    defaultValues: { reservationId: reservation.id, rating: 5, comment: '', location: '' },
  });
  const comment = String(useWatch({ control: form.control, name: 'comment' }) ?? '').trim();
  const remaining = Math.max(REVIEW_MIN_LENGTH - comment.length, 0);

  return (
    <FormDialog
      {...dialog}
      form={form}
      send={createReview.mutateAsync}
      onSent={() =>
        toast({
          title: 'Review Submitted',
          description: 'Thank you for sharing your stay! Your review will be visible after approval.',
          variant: 'success',
        })
      }
      failure="Failed to submit review"
      onInvalid={toastFirstError(['rating', 'comment'])}
      idPrefix="review"
      title="Leave a Review"
      description={`How was your stay in ${reservation.room.name}, ${formatDay(reservation.checkin)} – ${formatDay(reservation.checkout)}?`}
      submitLabel="Submit Review"
      pendingLabel="Submitting..."
      pending={createReview.isPending}
    >
      <FormField
        control={form.control}
        name="rating"
        render={({ field }) => (
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">Your rating</legend>
            <StarRatingInput
              name={`rating-${reservation.id}`}
              value={Number(field.value) || 5}
              onChange={field.onChange}
              disabled={createReview.isPending}
            />
            {form.formState.errors.rating?.message ? (
              <p role="alert" className="text-sm text-destructive">
                {form.formState.errors.rating.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <Field
        name="comment"
        label="Your review"
        description={
          remaining > 0
            ? `At least ${REVIEW_MIN_LENGTH} characters (${remaining} more to go).`
            : `${comment.length} characters`
        }
        render={(field) => (
          <Textarea
            {...field}
            rows={5}
            maxLength={2000}
            placeholder="Tell future guests about the room, the beach, the food and the people."
          />
        )}
      />
      <Field
        name="location"
        label="Where are you from? (optional)"
        render={(field) => (
          <Input {...field} maxLength={80} placeholder="e.g. Quezon City" autoComplete="address-level2" />
        )}
      />
      <p className="rounded-lg bg-secondary/70 px-3 py-2 text-xs text-secondary-foreground">
        Your review will be visible on our website after approval by our team.
      </p>
    </FormDialog>
  );
};

/** Mounted only while open, so every opening starts with an empty review. */
export const ReviewDialog = mountedWhileOpen(ReviewForm);
