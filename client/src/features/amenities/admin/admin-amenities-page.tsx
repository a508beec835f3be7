// /admin-amenities (spec section 2): the resort's facilities as a card grid in display order, with
// Add / Edit dialogs (picture upload included) and a delete confirmation.

import type { AmenityDto } from '@domain/api-types';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { AddButton } from '@/components/add-button';
import { AdminPageBody, AdminPageHeader } from '@/components/admin/admin-page-header';
import { ConfirmDeleteDialog, useConfirmDelete } from '@/components/admin/confirm-delete-dialog';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { ListStates } from '@/components/ui/empty-state';
import { LoadingPlaceholders, SkeletonCard } from '@/components/ui/skeleton';
import type { AuthUser } from '@/features/auth';
import { nextDisplayOrder, useAdminAmenities, useDeleteAmenity } from '../api/admin-amenities';
import { AmenityCard } from './amenity-card';
import { AmenityDialog, type AmenityDialogState } from './amenity-dialog';

const LOADING = (
  <LoadingPlaceholders
    label="Loading amenities…"
    count={8}
    className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
  >
    <SkeletonCard
      image="aspect-[3/2] rounded-none"
      bodyClassName="grid gap-2.5 p-5"
      bars={['h-5 w-2/3', 'h-4 w-full', 'h-9 w-full rounded-full']}
    />
  </LoadingPlaceholders>
);

const AmenityGrid = ({
  amenities,
  onEdit,
  onDelete,
}: {
  amenities: readonly AmenityDto[];
  onEdit: (amenity: AmenityDto) => void;
  onDelete: (amenity: AmenityDto) => void;
}) => (
  <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
    {amenities.map((amenity) => (
      <li key={amenity.id}>
        <AmenityCard amenity={amenity} onEdit={() => onEdit(amenity)} onDelete={() => onDelete(amenity)} />
      </li>
    ))}
  </ul>
);

export default function AdminAmenitiesPage(_props: { user: AuthUser }) {
  useDocumentTitle('Amenities Management');
  const amenities = useAdminAmenities();
  const remove = useDeleteAmenity();
  const [dialog, setDialog] = useState<AmenityDialogState>(null);
  const {
    deleting,
    ask: askDelete,
    dialog: deleteDialog,
  } = useConfirmDelete<AmenityDto>(remove, {
    title: 'Amenity deleted',
    deleted: (amenity) => `${amenity.name} was removed.`,
    failure: 'Failed to delete amenity',
  });
  const list = amenities.data ?? [];

  const openAdd = () => setDialog({ mode: 'add', displayOrder: nextDisplayOrder(list) });

  return (
    <div>
      <AdminPageHeader
        title="Amenities Management"
        description="The facilities guests see on the Amenities page and the home page, in display order."
        actions={
          <AddButton variant="accent" onClick={openAdd} disabled={amenities.isLoading}>
            Add Amenity
          </AddButton>
        }
      />
      <AdminPageBody>
        <ListStates
          query={amenities}
          loading={LOADING}
          failed="We couldn't load the amenities."
          items={list}
          empty={{
            icon: Sparkles,
            title: 'No amenities yet',
            text: "Add the resort's facilities (pool, restaurant, parking…) to show them to guests.",
            action: <AddButton onClick={openAdd}>Add Amenity</AddButton>,
          }}
        >
          <p className="mb-5 text-sm text-muted-foreground">
            {list.length} {list.length === 1 ? 'amenity' : 'amenities'} · lower display order shows first
          </p>
          <AmenityGrid
            amenities={list}
            onEdit={(amenity) => setDialog({ mode: 'edit', amenity })}
            onDelete={askDelete}
          />
        </ListStates>
      </AdminPageBody>

      <AmenityDialog item={dialog} onOpenChange={(open) => !open && setDialog(null)} />
      <ConfirmDeleteDialog
        {...deleteDialog}
        title="Delete Amenity"
        description="Are you sure you want to delete this amenity? It will no longer appear on the website."
        details={deleting ? <p className="font-semibold">{deleting.name}</p> : null}
        confirmLabel="Delete Amenity"
      />
    </div>
  );
}
