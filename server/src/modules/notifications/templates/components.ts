// The React Email building blocks the templates use. Imported from their own packages (which
// @react-email/components bundles) rather than the barrel, whose Tailwind, Markdown and code-block
// parts take about two seconds to load and are not used here.
export { Body } from '@react-email/body';
export { Container } from '@react-email/container';
export { Head } from '@react-email/head';
export { Heading } from '@react-email/heading';
export { Hr } from '@react-email/hr';
export { Html } from '@react-email/html';
export { Preview } from '@react-email/preview';
export { plainTextSelectors, render } from '@react-email/render';
export { Section } from '@react-email/section';
export { Text } from '@react-email/text';
