// The group cart of the room list (docs/adr/0065): its "Add to group" and its bar; the group booking page
// has its own texts (groups.ts), loaded with that page.
export default {
  add: 'Add to group',
  added: 'In your group',
  remove: 'Remove {{name}} from the group',
  needDates: 'Choose check-in and check-out dates to book several rooms together',
  otherDates: 'Your group was for other dates: it starts again with this room',
  full_one: 'A group holds up to {{count}} room',
  full_other: 'A group holds up to {{count}} rooms',
  bar: {
    label: 'Your group',
    rooms_one: '{{count}} room',
    rooms_other: '{{count}} rooms',
    from: 'from {{amount}}',
    book: 'Book together',
    addMore: 'Add one more room to book together',
    clear: 'Clear group',
  },
};
