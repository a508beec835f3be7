// The cottages: a card grid with Add and Edit (a dialog) and Delete behind a confirmation. A cottage that
// was ever booked stays in the books (409): the confirmation then says so and offers Maintenance instead.

import type { CottageDto } from '@domain/api-types';
import { Tent } from 'lucide-react';
import { useState } from 'react';
import { AddButton } from '@/components/add-button';
import { PanelSection } from '@/components/admin/panel-section';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListStates } from '@/components/ui/empty-state';
import { LoadingPlaceholders, SkeletonCard } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { showActionError } from '@/lib/notify';
import { useCottages, useDeleteCottage, useUpdateCottage } from './api';
import { CottageCard } from './cottage-card';
import { CottageDialog, type CottageDialogState } from './cottage-dialog';
import { useDayVisitsAdminText } from './messages';

const LOADING = (
  <LoadingPlaceholders
    label="Loading cottages…"
    count={3}
    className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
  >
    <SkeletonCard className="grid gap-3 p-4" bars={['aspect-[16/10] w-full', 'h-5 w-40', 'h-4 w-24']} />
  </LoadingPlaceholders>
);

/** The cottage asked about; `booked` once the server refused its delete because it was booked. */
type Deleting = { cottage: CottageDto; booked: boolean } | null;

/** Delete, or after a 409 set it to maintenance; each with its toast. */
const useDeleteFlow = () => {
  const { t } = useDayVisitsAdminText();
  const remove = useDeleteCottage();
  const update = useUpdateCottage();
  const [deleting, setDeleting] = useState<Deleting>(null);

  const deleteIt = (cottage: CottageDto) =>
    remove.mutate(cottage.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({
          title: t('cottages.deleted'),
          description: t('cottages.deletedText', { name: cottage.name }),
          variant: 'success',
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409 && cottage.status !== 'maintenance')
          return setDeleting({ cottage, booked: true });
        setDeleting(null);
        showActionError(error, t('cottages.deleteFailed'));
      },
    });

  const toMaintenance = (cottage: CottageDto) =>
    update.mutate(
      { id: cottage.id, body: { status: 'maintenance' } },
      {
        onSuccess: () =>
          toast({
            title: t('cottages.updated'),
            description: t('cottages.maintenanceSet', { name: cottage.name }),
            variant: 'success',
          }),
        onError: (error) => showActionError(error, t('cottages.updateFailed')),
        onSettled: () => setDeleting(null),
      },
    );

  const onConfirm = () => {
    if (!deleting || remove.isPending || update.isPending) return;
    if (deleting.booked) toMaintenance(deleting.cottage);
    else deleteIt(deleting.cottage);
  };

  return {
    deleting,
    pending: remove.isPending || update.isPending,
    ask: (cottage: CottageDto) => setDeleting({ cottage, booked: false }),
    close: () => setDeleting(null),
    onConfirm,
  };
};

const DeleteCottageDialog = ({ flow }: { flow: ReturnType<typeof useDeleteFlow> }) => {
  const { t } = useDayVisitsAdminText();
  const booked = flow.deleting?.booked ?? false;
  return (
    <ConfirmDialog
      open={flow.deleting !== null}
      onOpenChange={(open) => !open && flow.close()}
      title={t('cottages.deleteTitle')}
      description={booked ? t('cottages.wasBooked') : t('cottages.deleteText')}
      details={flow.deleting ? <p className="font-semibold">{flow.deleting.cottage.name}</p> : null}
      warning={booked ? undefined : 'This cannot be undone.'}
      confirmLabel={booked ? t('cottages.setMaintenance') : t('cottages.deleteConfirm')}
      pendingLabel={t('cottages.saving')}
      cancelLabel="Cancel"
      tone={booked ? 'default' : 'destructive'}
      pending={flow.pending}
      onConfirm={flow.onConfirm}
    />
  );
};

export const CottagesSection = () => {
  const { t } = useDayVisitsAdminText();
  const cottages = useCottages();
  const [dialog, setDialog] = useState<CottageDialogState | null>(null);
  const flow = useDeleteFlow();
  const list = cottages.data ?? [];
  const openAdd = () => setDialog({ cottage: null });
  const addButton = (
    <AddButton onClick={openAdd} disabled={cottages.isLoading}>
      {t('cottages.add')}
    </AddButton>
  );

  return (
    <PanelSection
      id="day-visit-cottages"
      title={t('cottages.title')}
      intro={
        list.length
          ? `${t('cottages.intro')} ${t('cottages.count', { count: list.length })}.`
          : t('cottages.intro')
      }
      actions={list.length ? addButton : null}
    >
      <ListStates
        query={cottages}
        loading={LOADING}
        failed={t('cottages.failed')}
        items={list}
        empty={{
          icon: Tent,
          title: t('cottages.emptyTitle'),
          text: t('cottages.emptyText'),
          action: addButton,
        }}
      >
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((cottage) => (
            <li key={cottage.id}>
              <CottageCard
                cottage={cottage}
                onEdit={() => setDialog({ cottage })}
                onDelete={() => flow.ask(cottage)}
              />
            </li>
          ))}
        </ul>
      </ListStates>
      <CottageDialog item={dialog} onOpenChange={(open) => !open && setDialog(null)} />
      <DeleteCottageDialog flow={flow} />
    </PanelSection>
  );
};
