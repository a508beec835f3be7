import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** A dashboard panel whose list could not be read: what failed and a Try again button. */
export const PanelLoadError = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <Card className="p-8 text-center" role="alert">
    <p className="font-semibold">{message}</p>
    <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
      Try again
    </Button>
  </Card>
);
