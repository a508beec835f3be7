// The address simulated customer n comes from (10.0.0.0/8, one each): sign-ups are rate-limited per
// address and the room-nights held by unverified bookings are capped per address, so customers of one
// run never share one. The bench's server believes it only through TRUST_PROXY.

/** The n-th customer's address; `first` shifts a group of customers to addresses of its own. */
export const customerAddress = (n, first = 0) => {
  const i = first + n;
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
};
