// A value that follows another once it has stopped changing for `ms`: the day's quote is asked once the
// visitor has settled on a count, not for every step of a select. The first value is there at once, so a
// page rendered on the server asks for it.
import { useEffect, useState } from 'react';

export const useDebounced = <T>(value: T, ms: number, same: (a: T, b: T) => boolean = Object.is): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (same(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms, same]);
  return settled;
};
