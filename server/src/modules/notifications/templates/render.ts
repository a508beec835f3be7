// A template -> the two parts of the email: HTML, and plain text made from the same HTML (so the two
// never say different things) with headings left as written and no link targets repeated.
import type { ReactElement } from 'react';
import { render } from './components';

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
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: TEXT_OPTIONS }),
  ]);
  return { html, text: text.trim() };
};
