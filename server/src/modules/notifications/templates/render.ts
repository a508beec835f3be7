// A template -> the two parts of the email: HTML, and plain text made from the same HTML (so the two
// never say different things) with headings left as written and no link targets repeated.
// React renders the template once, and the text is converted from that HTML with a converter compiled
// once: what render({ plainText: true }) does with html-to-text's convert(), which renders the template a
// second time and compiles its options again for every mail (the notification tests compare the two).
import { compile } from 'html-to-text';
import type { ReactElement } from 'react';
import { plainTextSelectors, render } from './components';

const OUR_SELECTORS = [
  ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
  { selector: 'a', options: { ignoreHref: true } },
  {
    selector: '[data-text-format="dataTable"]',
    format: 'dataTable',
    options: { uppercaseHeaderCells: false },
  },
  { selector: 'blockquote', options: { trimEmptyLines: true } },
];

/** React Email's text options (no wrapping, its selectors) with ours after them, as render() merges them. */
const toText = compile({ wordwrap: false, selectors: [...plainTextSelectors, ...OUR_SELECTORS] });

export type RenderedEmail = { html: string; text: string };

export const renderEmail = async (element: ReactElement): Promise<RenderedEmail> => {
  const html = await render(element);
  return { html, text: toText(html).trim() };
};
