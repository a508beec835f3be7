// The accessibility statement (/accessibility): the target, what is checked, the known limits and how to
// report a barrier. Keep it true: it describes what the project's tests really do (docs/testing.md).
export default {
  title: 'Accessibility',
  eyebrow: 'Accessibility',
  heading: 'Accessibility statement',
  intro:
    'Everyone should be able to find a room, book it and reach us, whatever device or assistive technology they use. This page says what we aim for, how we check it, where we still fall short, and how to tell us about a problem.',
  target: {
    title: 'Our target',
    text: 'We aim for every page of this site to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, in English and in Filipino.',
    points: {
      structure:
        'Each page has one main heading, landmarks for the navigation, the page and the footer, and a link to skip straight to the content.',
      keyboard:
        'Menus, dialogs, forms and the photo galleries are built from real buttons, links and form fields, with a visible focus outline.',
      motion: 'Animations stop when your device asks for reduced motion.',
      language: 'Every page names its language, so screen readers read Filipino pages as Filipino.',
    },
  },
  testing: {
    title: 'How we check',
    points: {
      axe: 'Before each change goes live, every public page is opened in a real browser at a desktop width (1280 px) and a phone width (390 px), in English and in Filipino, and checked with axe-core against the WCAG 2.2 A and AA rules. A serious or critical problem stops the release.',
      journeys:
        'The pages of signed-in guests, the front desk and the admin are checked with axe-core the same way in our booking and management journeys.',
      layout:
        'Those checks also make sure each page has one main area and one main heading, and that nothing is wider than the screen.',
      keyboard:
        'Automated tests use the keyboard for parts of the site: dialogs close with Escape, and the photo galleries and the language switch work without a mouse.',
    },
  },
  limits: {
    title: 'Known limits',
    intro: 'These are the barriers we know about. We are working on them.',
    points: {
      map: 'The map on the contact page comes from OpenStreetMap, which we do not control; it may be hard to use with a keyboard or a screen reader. The address and directions are written out beside it, with links that open the map in your own maps app.',
      charts:
        'The revenue charts on the staff and admin screens are drawn as pictures. Each month’s figures can also be opened as text from the buttons under the chart.',
      staff: 'The front desk and admin screens are in English only.',
      manual:
        'Automated checks find only part of the problems. We have not yet gone through every journey with a keyboard alone, or with screen readers such as NVDA, VoiceOver and TalkBack.',
    },
  },
  report: {
    title: 'Report a barrier',
    text: 'If something on this site stops you, please tell us which page, what you were trying to do, and which device or assistive technology you use. We will answer, and we can take your booking by phone or email in the meantime.',
    email: 'Email',
    phone: 'Phone',
    contact: 'Or send us a message from the contact page',
  },
};
