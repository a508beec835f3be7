import { Plus } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

/** The admin's "Add …" buttons (a room, an amenity, an FAQ entry): a plus, then the label. */
export const AddButton = ({ children, ...props }: ButtonProps) => (
  <Button {...props}>
    <Plus aria-hidden="true" /> {children}
  </Button>
);
