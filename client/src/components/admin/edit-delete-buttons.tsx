import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** What an admin card can do with its item. */
export type CardActions = { onEdit: () => void; onDelete: () => void };

/** An admin card's Edit and Delete, side by side at the card's foot, named for screen readers after the item. */
export const EditDeleteButtons = ({
  name,
  onEdit,
  onDelete,
  className,
}: CardActions & { name: string; className?: string }) => (
  <div className={cn('mt-auto flex gap-2', className)}>
    <Button variant="outline" size="sm" className="flex-1" onClick={onEdit} aria-label={`Edit ${name}`}>
      <Pencil aria-hidden="true" /> Edit
    </Button>
    <Button
      variant="ghost"
      size="sm"
      className="flex-1 text-destructive hover:bg-destructive/8 hover:text-destructive"
      onClick={onDelete}
      aria-label={`Delete ${name}`}
    >
      <Trash2 aria-hidden="true" /> Delete
    </Button>
  </div>
);
