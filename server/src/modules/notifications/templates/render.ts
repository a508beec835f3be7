// A template -> the two parts of the email: HTML, and plain text made from the same HTML (so the two
// never say different things) with headings left as written and no link targets repeated.
// React renders the template once: the text is converted from that HTML, as render({ plainText }) would
// do after rendering it a second time (half the CPU of an email; the notification tests compare both).
import type { ReactElement } from 'react';
import { render, toPlainText } from './components';

const TEXT_OPTIONS = {
  selectors: [
    ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'a', options: { ignoreHref: true } },
    {
      selector: '[data-text-format="dataTable"]',
      format: 'dataTable',
      options: { uppercaseHeaderCells: false },
    },
    { selector: 'blockquote', options: { trimEmptyLines: true } },
  ],
};

export type RenderedEmail = { html: string; text: string };

export const renderEmail = async (element: ReactElement): Promise<RenderedEmail> => {
  const html = await render(element);
  return { html, text: toPlainText(html, TEXT_OPTIONS).trim() };
};
