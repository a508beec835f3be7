// A link such as /admin-content#group-payments lands on its section: the browser's own jump happens
// before the page's data has loaded, so the page calls this once the section can be there.

import { useEffect } from 'react';

export const useScrollToHash = (ready: boolean) => {
  useEffect(() => {
    if (!ready) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (!target) return;
    // below the sticky site header, not under it
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - header - 16 });
  }, [ready]);
};
