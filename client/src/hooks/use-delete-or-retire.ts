// Deleting something bookings may still point at (an extra, a cottage): the admin confirms; when the server
// refuses the delete (409: it was booked) the confirmation says why and offers to retire it instead (stop
// offering the extra, set the cottage to maintenance), which keeps it in the books. Each outcome has its toast.
import { useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { showActionError } from '@/lib/notify';

type Callbacks = { onSuccess: () => void; onError: (error: Error) => void; onSettled?: () => void };
type Mutation<TVariables> = {
  mutate: (variables: TVariables, callbacks: Callbacks) => void;
  isPending: boolean;
};
type Notice = { title: string; description: string };

export type DeleteOrRetireFlow<T> = {
  /** The item asked about; `refused` what to say once the server refused its delete. */
  deleting: { item: T; refused: string | null } | null;
  pending: boolean;
  ask: (item: T) => void;
  close: () => void;
  onConfirm: () => void;
};

export const useDeleteOrRetire = <T extends { id: string }, TUpdate>({
  remove,
  update,
  retirement,
  canRetire,
  refusal,
  words,
}: {
  remove: Mutation<string>;
  update: Mutation<TUpdate>;
  /** The update that retires the item. */
  retirement: (item: T) => TUpdate;
  /** False for an item already retired: its refused delete is only an error. */
  canRetire: (item: T) => boolean;
  refusal: (error: ApiError) => string;
  words: {
    deleted: (item: T) => Notice;
    retired: (item: T) => Notice;
    deleteFailed: string;
    retireFailed: string;
  };
}): DeleteOrRetireFlow<T> => {
  const [deleting, setDeleting] = useState<DeleteOrRetireFlow<T>['deleting']>(null);

  const deleteIt = (item: T) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ ...words.deleted(item), variant: 'success' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409 && canRetire(item))
          return setDeleting({ item, refused: refusal(error) });
        setDeleting(null);
        showActionError(error, words.deleteFailed);
      },
    });

  const retire = (item: T) =>
    update.mutate(retirement(item), {
      onSuccess: () => toast({ ...words.retired(item), variant: 'success' }),
      onError: (error) => showActionError(error, words.retireFailed),
      onSettled: () => setDeleting(null),
    });

  const onConfirm = () => {
    if (!deleting || remove.isPending || update.isPending) return;
    if (deleting.refused) retire(deleting.item);
    else deleteIt(deleting.item);
  };

  return {
    deleting,
    pending: remove.isPending || update.isPending,
    ask: (item: T) => setDeleting({ item, refused: null }),
    close: () => setDeleting(null),
    onConfirm,
  };
};
