// The texts of a page's head that no page shows: search results' and link previews' descriptions.
export default {
  roomsDescription:
    'Beachfront rooms, suites and villas at {{resort}}, from {{price}} a night. Check dates and book online with a 30% down payment.',
  roomDescription: 'From {{price}} a night, for up to {{guests}} guests. {{description}}',
  locale: 'en_PH',
};
