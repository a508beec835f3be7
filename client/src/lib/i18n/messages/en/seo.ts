// The texts of a page's head that no page shows: search results' and link previews' descriptions.
export default {
  roomsDescription:
    'Beachfront rooms, suites and villas at {{resort}}, from {{price}} a night. Check dates and book online with a 30% down payment.',
  roomDescription_one: 'From {{price}} a night, for 1 guest. {{description}}',
  roomDescription_other: 'From {{price}} a night, for up to {{count}} guests. {{description}}',
  dayToursDescription:
    'A day at the beach at {{resort}}: entrance from {{price}} a head, infants free, and a shaded cottage for the day if you like. Book online with a 30% down payment.',
  accessibilityDescription:
    'How the {{resort}} website aims at WCAG 2.2 AA in English and Filipino, how it is tested, its known limits, and how to tell us about a barrier.',
  locale: 'en_PH',
};
