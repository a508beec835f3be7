import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Casa Alon Beach Resort';

/** 'Rooms' gives 'Rooms · Casa Alon Beach Resort'; no title gives the resort's name alone. */
export const pageTitle = (title?: string) => (title ? `${title} · ${SITE_NAME}` : SITE_NAME);

/**
 * On the server (server-render.tsx): where the page being rendered leaves its title, which the head
 * then names, so the HTML's <title> is the one the browser's tab shows.
 */
export const TitleCollector = createContext<{ title?: string } | null>(null);

/** Sets the browser tab's title for the page being shown. */
export const useDocumentTitle = (title?: string) => {
  const collector = useContext(TitleCollector);
  if (collector) collector.title = pageTitle(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
};
