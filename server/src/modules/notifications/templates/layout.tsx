// The frame every email shares (the resort's name on top, the contact footer below) and the few pieces
// the templates are made of. Each piece is written so that it also reads well as plain text: a fact is
// one "Label: value" line, a paragraph is a paragraph, a table keeps its columns.
import { Fragment, type ReactElement, type ReactNode } from 'react';
import type { Speaker } from '../../../lib/i18n';
import { ENGLISH } from '../speaker';
import { Body, Container, Head, Heading, Hr, Html, Preview, Section, Text } from './components';

export const RESORT_NAME = 'Casa Alon Beach Resort';

/** The contact details the footer shows (content table: contact_email, contact_phone). */
export type Contact = { email: string; phone: string };

const colors = { sea: '#0f766e', sand: '#f5f1e8', ink: '#1f2933', muted: '#6b7280', line: '#e5e1d8' };

const styles = {
  body: { backgroundColor: colors.sand, fontFamily: 'Helvetica, Arial, sans-serif', color: colors.ink },
  container: { backgroundColor: '#ffffff', maxWidth: '560px', margin: '24px auto', padding: '24px 32px' },
  brand: { color: colors.sea, fontSize: '20px', fontWeight: 700, margin: '0 0 16px' },
  heading: { fontSize: '18px', margin: '24px 0 8px' },
  text: { fontSize: '15px', lineHeight: '24px', margin: '12px 0' },
  fact: { fontSize: '15px', lineHeight: '24px' },
  block: { margin: '12px 0' },
  quote: {
    borderLeft: `3px solid ${colors.line}`,
    margin: '8px 0',
    padding: '4px 12px',
    color: colors.muted,
  },
  footer: { fontSize: '13px', lineHeight: '20px', color: colors.muted, margin: '4px 0' },
  cell: { padding: '4px 8px 4px 0', fontSize: '14px', borderBottom: `1px solid ${colors.line}` },
  amount: { textAlign: 'right' as const },
};

export const EmailLayout = (props: {
  preview: string;
  contact: Contact;
  /** A staff alert: its footer says where it came from instead of how to reach the resort. */
  staff?: boolean;
  /** The guest's language; staff alerts are in English. */
  lang?: Speaker;
  children: ReactNode;
}) => (
  <Html lang={props.lang?.language ?? 'en'}>
    <Head />
    <Preview>{props.preview}</Preview>
    <Body style={styles.body}>
      <Container style={styles.container}>
        <Text style={styles.brand}>{RESORT_NAME}</Text>
        {props.children}
        <Hr style={{ borderColor: colors.line, margin: '24px 0 12px' }} />
        <Text style={styles.footer}>
          {props.staff
            ? `Sent by the ${RESORT_NAME} website to the staff.`
            : (props.lang ?? ENGLISH).t('layout.footer', props.contact)}
        </Text>
      </Container>
    </Body>
  </Html>
);

export const Greeting = (props: { name: string; lang: Speaker }) => (
  <Text style={styles.text}>
    {props.lang.t('layout.greeting', { name: props.name || props.lang.t('layout.guest') })}
  </Text>
);

/** A translated sentence with its <b>…</b> parts in bold (a deadline, say). */
export const WithBold = (props: { text: string }) =>
  props.text
    .split(/<b>(.*?)<\/b>/)
    .map((part, i) => (i % 2 === 1 ? <strong key={i}>{part}</strong> : <Fragment key={i}>{part}</Fragment>));

export const Paragraph = (props: { children: ReactNode }) => (
  <Text style={styles.text}>{props.children}</Text>
);

export const Title = (props: { children: ReactNode }) => (
  <Heading as="h2" style={styles.heading}>
    {props.children}
  </Heading>
);

/** "Label: value" lines; a null row is left out. */
export type Fact = readonly [label: string, value: string] | null | false;

export const Facts = (props: { rows: readonly Fact[] }) => (
  <Section style={styles.block}>
    {props.rows
      .filter((row): row is readonly [string, string] => Boolean(row))
      .map(([label, value]) => (
        <div key={label} style={styles.fact}>
          {label}: <strong>{value}</strong>
        </div>
      ))}
  </Section>
);

/** Lines of text without labels (e.g. how to pay). */
export const Lines = (props: { lines: readonly string[] }) => (
  <Section style={styles.block}>
    {props.lines.map((line) => (
      <div key={line} style={styles.fact}>
        {line}
      </div>
    ))}
  </Section>
);

/** What someone wrote, quoted as they wrote it. */
export const Quote = (props: { children: string }) => (
  <blockquote style={styles.quote}>
    {props.children.split(/\r?\n/).map((line, i) => (
      <span key={i}>
        {i > 0 && <br />}
        {line}
      </span>
    ))}
  </blockquote>
);

/** A table of line items; the last column holds amounts (right-aligned). In plain text it keeps its columns. */
export const ItemTable = (props: { head: readonly string[]; rows: readonly (readonly string[])[] }) => (
  <table
    data-text-format="dataTable"
    width="100%"
    cellPadding={0}
    cellSpacing={0}
    style={{ borderCollapse: 'collapse', margin: '8px 0' }}
  >
    <thead>
      <tr>
        {props.head.map((cell, i) => (
          <th
            key={cell}
            align={i === props.head.length - 1 ? 'right' : 'left'}
            style={{ ...styles.cell, ...(i === props.head.length - 1 ? styles.amount : {}) }}
          >
            {cell}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {props.rows.map((row, r) => (
        <tr key={r}>
          {row.map((cell, i) => (
            <td
              key={i}
              align={i === row.length - 1 ? 'right' : 'left'}
              style={{ ...styles.cell, ...(i === row.length - 1 ? styles.amount : {}) }}
            >
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  </table>
);

export const SignOff = (props: { lang: Speaker }) => (
  <Text style={styles.text}>
    {props.lang.t('layout.signOff')}
    <br />
    {RESORT_NAME}
  </Text>
);

/** An email ready to render: who gets it, its subject and its React Email element. */
export type Draft = { to: string; subject: string; element: ReactElement };
