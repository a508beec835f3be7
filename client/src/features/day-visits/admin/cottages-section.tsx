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
import { useDeleteOrRetire } from '@/hooks/use-delete-or-retire';
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

/** Delete, or after a 409 set it to maintenance; each with its toast. */
const useDeleteFlow = () => {
  const { t } = useDayVisitsAdminText();
  return useDeleteOrRetire({
    remove: useDeleteCottage(),
    update: useUpdateCottage(),
    retirement: (cottage: CottageDto) => ({ id: cottage.id, body: { status: 'maintenance' as const } }),
    canRetire: (cottage) => cottage.status !== 'maintenance',
    refusal: () => t('cottages.wasBooked'),
    words: {
      deleted: (cottage) => ({
        title: t('cottages.deleted'),
        description: t('cottages.deletedText', { name: cottage.name }),
      }),
      retired: (cottage) => ({
        title: t('cottages.updated'),
        description: t('cottages.maintenanceSet', { name: cottage.name }),
      }),
      deleteFailed: t('cottages.deleteFailed'),
      retireFailed: t('cottages.updateFailed'),
    },
  });
};

const DeleteCottageDialog = ({ flow }: { flow: ReturnType<typeof useDeleteFlow> }) => {
  const { t } = useDayVisitsAdminText();
  const booked = Boolean(flow.deleting?.refused);
  return (
    <ConfirmDialog
      open={flow.deleting !== null}
      onOpenChange={(open) => !open && flow.close()}
      title={t('cottages.deleteTitle')}
      description={booked ? t('cottages.wasBooked') : t('cottages.deleteText')}
      details={flow.deleting ? <p className="font-semibold">{flow.deleting.item.name}</p> : null}
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
