// Helpers of the landing page's About section (about_us, already sanitised by the server).

/** True when the HTML holds no visible text: only tags, whitespace or non-breaking spaces. */
export const isBlankHtml = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;|\u00a0/gi, '')
    .trim() === '';
