import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** An admin card's Edit and Delete, side by side, named for screen readers after the item. */
export const EditDeleteButtons = ({
  name,
  onEdit,
  onDelete,
  className,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  className: string;
}) => (
  <div className={className}>
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
