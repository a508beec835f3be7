// The admin dashboard's Add-ons tab (ADR 0066, docs/pricing.md "Add-ons"): the extras guests add to a
// stay, with Add and Edit (a dialog), the Offered switch and Delete behind a confirmation. An extra on a
// booking already stays in the books (409): the confirmation then says so and offers to stop offering it.
// Its own lazy chunk; the landing never imports it.

import type { AdminAddOnDto } from '@domain/api/add-ons';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { AddButton } from '@/components/add-button';
import { PanelSection } from '@/components/admin/panel-section';
import { ListStates } from '@/components/ui/empty-state';
import { LoadingPlaceholders, SkeletonCard } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { showActionError } from '@/lib/notify';
import { addOnBodyOf, useAdminAddOns, useUpdateAddOn } from '../api/admin-add-ons';
import { AddOnDialog, type AddOnDialogState } from './add-on-dialog';
import { AddOnRow } from './add-on-row';
import { DeleteAddOnDialog, useDeleteFlow } from './delete-add-on';

const LOADING = (
  <LoadingPlaceholders label="Loading extras…" count={3} className="grid gap-3">
    <SkeletonCard className="flex gap-4 p-4" bars={['h-20 w-28', 'h-5 w-48', 'h-4 w-32']} />
  </LoadingPlaceholders>
);

/** The Offered switch: saves the extra with `active` flipped, and says so. */
const useToggle = () => {
  const update = useUpdateAddOn();
  const [toggling, setToggling] = useState<string | null>(null);
  const toggle = (addOn: AdminAddOnDto) => {
    setToggling(addOn.id);
    update.mutate(
      { id: addOn.id, body: { ...addOnBodyOf(addOn), active: !addOn.active } },
      {
        onSuccess: (saved) =>
          toast({
            title: saved.active ? 'Extra offered' : 'Extra no longer offered',
            description: saved.active
              ? `${saved.nameEn} can be added to stays again.`
              : `${saved.nameEn} is hidden from guests and the desk; booked ones stay.`,
            variant: 'success',
          }),
        onError: (error) => showActionError(error, 'The extra could not be saved.'),
        onSettled: () => setToggling(null),
      },
    );
  };
  return { toggling, toggle };
};

export default function AddOnsPanel() {
  const addOns = useAdminAddOns();
  const [dialog, setDialog] = useState<AddOnDialogState | null>(null);
  const flow = useDeleteFlow();
  const { toggling, toggle } = useToggle();
  const list = addOns.data ?? [];
  const nextSort = list.reduce((max, addOn) => Math.max(max, addOn.sort), 0) + 1;
  const offered = list.filter((addOn) => addOn.active).length;
  const addButton = (
    <AddButton onClick={() => setDialog({ addOn: null, nextSort })} disabled={addOns.isLoading}>
      Add extra
    </AddButton>
  );

  return (
    <PanelSection
      id="admin-add-ons"
      title="Add-ons"
      intro={
        list.length
          ? `Extras guests add to a stay, priced by the server. ${offered} of ${list.length} offered.`
          : 'Extras guests add to a stay: meals, transfers, tours.'
      }
      actions={list.length ? addButton : null}
    >
      <ListStates
        query={addOns}
        loading={LOADING}
        failed="We couldn't load the extras."
        items={list}
        empty={{
          icon: Sparkles,
          title: 'No extras yet',
          text: 'Add breakfast, an airport transfer or a tour, and guests can book it with their stay.',
          action: addButton,
        }}
      >
        <ul className="grid gap-3" aria-label="Extras">
          {list.map((addOn) => (
            <li key={addOn.id}>
              <AddOnRow
                addOn={addOn}
                toggling={toggling === addOn.id}
                onToggle={() => toggle(addOn)}
                onEdit={() => setDialog({ addOn, nextSort })}
                onDelete={() => flow.ask(addOn)}
              />
            </li>
          ))}
        </ul>
      </ListStates>
      <AddOnDialog item={dialog} onOpenChange={(open) => !open && setDialog(null)} />
      <DeleteAddOnDialog flow={flow} />
    </PanelSection>
  );
}
