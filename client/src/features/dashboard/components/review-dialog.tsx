// Leave Review: a 1-5 star rating (default 5), a comment of at least 10 characters and where the
// guest is from. Reviews appear on the site after staff approve them.

import type { ReservationDto } from '@domain/api-types';
import { REVIEW_MIN_LENGTH } from '@domain/constants';
import { type CreateReviewInput, createReviewSchema } from '@domain/schemas/booking';
import { useWatch } from 'react-hook-form';
import { FormField, fieldFor, toastFirstError } from '@/components/ui/form';
import { type DialogState, FormDialog, mountedWhileOpen } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { formatDay } from '@/lib/i18n/format-day';
import { useCreateReview } from '../api/create-review';
import { useDashboardText } from '../messages';
import { StarRatingInput } from './stars';

const Field = fieldFor<CreateReviewInput>();

/** Reviews are of rooms: the dialog is given the stay's room (a day visit has none and no review). */
type DialogProps = DialogState & { reservation: ReservationDto; room: { name: string } };

type ReviewFormApi = ReturnType<typeof useZodForm<typeof createReviewSchema>>;

/** The stars, five by default; disabled while the review is sent. */
const RatingField = ({
  form,
  reservationId,
  pending,
}: {
  form: ReviewFormApi;
  reservationId: string;
  pending: boolean;
}) => {
  const { t } = useDashboardText();
  return (
    <FormField
      control={form.control}
      name="rating"
      render={({ field }) => (
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">{t('review.rating')}</legend>
          <StarRatingInput
            name={`rating-${reservationId}`}
            value={Number(field.value) || 5}
            onChange={field.onChange}
            disabled={pending}
          />
          {form.formState.errors.rating?.message ? (
            <p role="alert" className="text-sm text-destructive">
              {form.formState.errors.rating.message}
            </p>
          ) : null}
        </fieldset>
      )}
    />
  );
};

const ReviewForm = ({ reservation, room, ...dialog }: DialogProps) => {
  const { t } = useDashboardText();
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
          title: t('review.submittedTitle'),
          description: t('review.submittedText'),
          variant: 'success',
        })
      }
      failure={t('review.failed')}
      onInvalid={toastFirstError(['rating', 'comment'])}
      idPrefix="review"
      cancelLabel={t('dialogCancel')}
      title={t('review.title')}
      description={t('review.description', {
        room: room.name,
        from: formatDay(reservation.checkin),
        to: formatDay(reservation.checkout),
      })}
      submitLabel={t('review.submit')}
      pendingLabel={t('review.pending')}
      pending={createReview.isPending}
    >
      <RatingField form={form} reservationId={reservation.id} pending={createReview.isPending} />
      <Field
        name="comment"
        label={t('review.comment')}
        description={
          remaining > 0
            ? t('review.atLeast', { min: REVIEW_MIN_LENGTH, remaining })
            : t('review.characters', { length: comment.length })
        }
        render={(field) => (
          <Textarea {...field} rows={5} maxLength={2000} placeholder={t('review.commentPlaceholder')} />
        )}
      />
      <Field
        name="location"
        label={t('review.location')}
        render={(field) => (
          <Input
            {...field}
            maxLength={80}
            placeholder={t('review.locationPlaceholder')}
            autoComplete="address-level2"
          />
        )}
      />
      <p className="rounded-lg bg-secondary/70 px-3 py-2 text-xs text-secondary-foreground">
        {t('review.approval')}
      </p>
    </FormDialog>
  );
};

/** Mounted only while open, so every opening starts with an empty review. */
export const ReviewDialog = mountedWhileOpen(ReviewForm);
