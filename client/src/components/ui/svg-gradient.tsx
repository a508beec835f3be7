// The gradients of the site's drawn illustrations (404, sign-in panel, contact, map): colours top to
// bottom (left to right when `across`), evenly spread unless `offsets` places them.

export const LinearGradient = ({
  id,
  colors,
  offsets = colors.map((_, i) => i / (colors.length - 1)),
  across = false,
}: {
  id: string;
  colors: readonly string[];
  /** Where each colour sits, from 0 to 1. */
  offsets?: readonly number[];
  across?: boolean;
}) => (
  <linearGradient id={id} x1="0" x2={across ? '1' : '0'} y1="0" y2={across ? '0' : '1'}>
    {colors.map((color, i) => (
      <stop key={color} offset={offsets[i]} stopColor={color} />
    ))}
  </linearGradient>
);
