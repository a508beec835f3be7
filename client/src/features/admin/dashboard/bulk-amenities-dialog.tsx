// Bulk Edit Amenities (spec section 5): add one amenity to every room, remove one, or replace one by another.

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, Input, NativeSelect } from '@/components/ui/input';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { showActionError, showSuccess } from '@/lib/notify';
import { type BulkAmenitiesInput, type BulkAmenityAction, useBulkAmenities } from '../api/bulk-amenities';
import { bulkAmenitiesProblem } from './admin-view';

const ACTIONS: { value: BulkAmenityAction; label: string; text: string }[] = [
  { value: 'add', label: 'Add to all rooms', text: 'Rooms that already list it are left as they are.' },
  { value: 'remove', label: 'Remove from all rooms', text: 'Every room that lists it loses it.' },
  { value: 'replace', label: 'Replace in all rooms', text: 'Renames an amenity wherever it is listed.' },
];

const EMPTY: BulkAmenitiesInput = { action: 'add', oldAmenity: '', newAmenity: '' };

export const BulkAmenitiesDialog = ({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const id = useId();
  const [values, setValues] = useState<BulkAmenitiesInput>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const bulk = useBulkAmenities();
  const action = ACTIONS.find((a) => a.value === values.action) ?? ACTIONS[0];

  const close = (next: boolean) => {
    if (bulk.isPending) return;
    onOpenChange(next);
    if (!next) {
      setValues(EMPTY);
      setProblem(null);
    }
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = bulkAmenitiesProblem(values);
    setProblem(found);
    if (found) {
      toast({ title: 'Error', description: found, variant: 'destructive' });
      return;
    }
    try {
      const { count } = await bulk.mutateAsync({
        action: values.action,
        oldAmenity: values.action === 'add' ? '' : values.oldAmenity.trim(),
        newAmenity: values.action === 'remove' ? '' : values.newAmenity.trim(),
      });
      showSuccess(`Amenities updated for ${count} room(s)`);
      close(false);
    } catch (error) {
      showActionError(error, 'Failed to update amenities');
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent data-testid="bulk-amenities-dialog">
        <DialogHeader>
          <DialogTitle>Bulk Edit Amenities</DialogTitle>
          <DialogDescription>Change one amenity in every room at once.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <Field id={`${id}-action`} label="Action" hint={action?.text}>
            <NativeSelect
              id={`${id}-action`}
              value={values.action}
              onChange={(e) => {
                setValues((v) => ({ ...v, action: e.target.value as BulkAmenityAction }));
                setProblem(null);
              }}
            >
              {ACTIONS.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {values.action !== 'add' ? (
            <Field id={`${id}-old`} label={values.action === 'replace' ? 'Old amenity' : 'Amenity to remove'}>
              <Input
                id={`${id}-old`}
                value={values.oldAmenity}
                onChange={(e) => {
                  setValues((v) => ({ ...v, oldAmenity: e.target.value }));
                  setProblem(null);
                }}
                placeholder="Mini Bar"
              />
            </Field>
          ) : null}
          {values.action !== 'remove' ? (
            <Field id={`${id}-new`} label={values.action === 'replace' ? 'New amenity' : 'Amenity to add'}>
              <Input
                id={`${id}-new`}
                value={values.newAmenity}
                onChange={(e) => {
                  setValues((v) => ({ ...v, newAmenity: e.target.value }));
                  setProblem(null);
                }}
                placeholder="Smart TV"
              />
            </Field>
          ) : null}
          {problem ? (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)} disabled={bulk.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={bulk.isPending}>
              {bulk.isPending ? <Spinner className="size-4" label="Updating amenities" /> : null}
              Update Amenities
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
