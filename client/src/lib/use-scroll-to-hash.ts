// A link such as /admin-content#group-payments lands on its section: the browser's own jump happens
// before the page's data has loaded, so the page calls this once the section can be there.

import { useEffect } from 'react';

export const useScrollToHash = (ready: boolean) => {
  useEffect(() => {
    if (!ready) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [ready]);
};
