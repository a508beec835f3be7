import { useEffect } from 'react';

export const SITE_NAME = 'Casa Alon Beach Resort';

/** 'Rooms' gives 'Rooms · Casa Alon Beach Resort'; no title gives the resort's name alone. */
export const pageTitle = (title?: string) => (title ? `${title} · ${SITE_NAME}` : SITE_NAME);

/** Sets the browser tab's title for the page being shown. */
export const useDocumentTitle = (title?: string) => {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
};
