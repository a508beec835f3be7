// Leave Review: a 1-5 star rating (default 5), a comment of at least 10 characters and where the
// guest is from. Reviews appear on the site after staff approve them.

import type { ReservationDto } from '@domain/api-types';
import { REVIEW_MIN_LENGTH } from '@domain/constants';
import { formatDay } from '@domain/dates';
import { type CreateReviewInput, createReviewSchema } from '@domain/schemas/booking';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, Input, Label, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { showActionError } from '@/lib/notify';
import { useCreateReview } from '../api/create-review';
import { StarRatingInput } from './stars';

type ReviewOutput = z.output<typeof createReviewSchema>;

export const ReviewDialog = ({
  reservation,
  open,
  onOpenChange,
}: {
  reservation: ReservationDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const createReview = useCreateReview();
  const form = useForm<CreateReviewInput, unknown, ReviewOutput>({
    resolver: zodResolver(createReviewSchema),
    defaultValues: { reservationId: reservation.id, rating: 5, comment: '', location: '' },
  });
  const { errors } = form.formState;
  const comment = String(form.watch('comment') ?? '');
  const remaining = Math.max(REVIEW_MIN_LENGTH - comment.trim().length, 0);

  const close = (next: boolean) => {
    if (createReview.isPending) return;
    onOpenChange(next);
    if (!next) {
      form.reset();
      createReview.reset();
    }
  };

  const onValid = (values: ReviewOutput) => {
    if (createReview.isPending) return;
    createReview.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Review Submitted',
          description: 'Thank you for sharing your stay! Your review will be visible after approval.',
          variant: 'success',
        });
        close(false);
      },
      onError: (error) => showActionError(error, 'Failed to submit review'),
    });
  };

  const onInvalid = (invalid: typeof errors) => {
    const message = invalid.rating?.message ?? invalid.comment?.message;
    if (message) toast({ title: 'Error', description: message, variant: 'destructive' });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Leave a Review</DialogTitle>
          <DialogDescription>
            How was your stay in {reservation.room.name}, {formatDay(reservation.checkin)} –{' '}
            {formatDay(reservation.checkout)}?
          </DialogDescription>
        </DialogHeader>

        <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-4">
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">Your rating</legend>
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => (
                <StarRatingInput
                  name={`rating-${reservation.id}`}
                  value={Number(field.value) || 5}
                  onChange={field.onChange}
                  disabled={createReview.isPending}
                />
              )}
            />
            {errors.rating?.message ? (
              <p role="alert" className="text-sm text-destructive">
                {errors.rating.message}
              </p>
            ) : null}
          </fieldset>

          <div className="grid gap-1.5">
            <Label htmlFor="review-comment">Your review</Label>
            <Textarea
              id="review-comment"
              rows={5}
              maxLength={2000}
              placeholder="Tell future guests about the room, the beach, the food and the people."
              aria-invalid={Boolean(errors.comment)}
              aria-describedby={errors.comment ? 'review-comment-error' : 'review-comment-hint'}
              {...form.register('comment')}
            />
            {errors.comment?.message ? (
              <p id="review-comment-error" role="alert" className="text-sm text-destructive">
                {errors.comment.message}
              </p>
            ) : (
              <p id="review-comment-hint" className="text-xs text-muted-foreground">
                {remaining > 0
                  ? `At least ${REVIEW_MIN_LENGTH} characters (${remaining} more to go).`
                  : `${comment.trim().length} characters`}
              </p>
            )}
          </div>

          <Field id="review-location" label="Where are you from? (optional)" error={errors.location?.message}>
            <Input
              id="review-location"
              maxLength={80}
              placeholder="e.g. Quezon City"
              autoComplete="address-level2"
              {...form.register('location')}
            />
          </Field>

          <p className="rounded-lg bg-secondary/70 px-3 py-2 text-xs text-secondary-foreground">
            Your review will be visible on our website after approval by our team.
          </p>

          <DialogFooter className="mt-1">
            <Button variant="outline" onClick={() => close(false)} disabled={createReview.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={createReview.isPending}>
              {createReview.isPending ? (
                <>
                  <Spinner className="size-4" label="Submitting review" /> Submitting...
                </>
              ) : (
                'Submit Review'
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
