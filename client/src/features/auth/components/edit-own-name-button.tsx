// The staff headers' "Edit your name" button. The dialog's form (react-hook-form, zod) is fetched when
// it first opens: this feature's public entry is on every visitor's page, the dialog only on staff's.
import { UserPen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { AuthUser } from '../api/get-user';

// pure: a top-level call would keep this staff-only button in the main bundle with the feature's entry
const OwnNameForm = /* @__PURE__ */ lazy(() => import('./own-name-dialog'));

export const EditOwnNameButton = ({ user }: { user: AuthUser }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" className="-ml-2" onClick={() => setOpen(true)}>
        <UserPen aria-hidden="true" /> Edit your name
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <OwnNameForm user={user} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
};
