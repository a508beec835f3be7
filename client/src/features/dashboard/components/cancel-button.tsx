import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/skeleton';
import { useDashboardText } from '../messages';

/** A card's Cancel: asks `confirmText` first, and while `pending` shows a spinner and `pendingLabel`. */
export const CancelButton = ({
  pending,
  confirmText,
  onConfirmed,
  label,
  pendingLabel,
}: {
  pending: boolean;
  confirmText: string;
  onConfirmed: () => void;
  label: string;
  pendingLabel: string;
}) => {
  const { t } = useDashboardText();
  const onCancel = () => {
    if (pending) return;
    if (!window.confirm(confirmText)) return;
    onConfirmed();
  };
  return (
    <Button
      size="sm"
      variant="ghost"
      className="text-destructive hover:bg-destructive/8 sm:ml-auto"
      onClick={onCancel}
      disabled={pending}
    >
      {pending ? <Spinner className="size-4" label={t('card.cancelling')} /> : <X aria-hidden="true" />}
      {pending ? pendingLabel : label}
    </Button>
  );
};
