// How the desk counts a party: '2 adults, 1 kid', and a day visit's infants, who enter free.

const counted = (count: number, word: string) => (count ? `${count} ${word}${count === 1 ? '' : 's'}` : '');

/** '2 adults, 1 kid, 1 infant': the adults always, kids and infants when there are any. */
export const guestsLabel = (party: { adults: number; kids: number; infants?: number }) =>
  [
    `${party.adults} ${party.adults === 1 ? 'adult' : 'adults'}`,
    counted(party.kids, 'kid'),
    counted(party.infants ?? 0, 'infant'),
  ]
    .filter(Boolean)
    .join(', ');
