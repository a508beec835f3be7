/**
 * A value made on its first use, then kept. For Intl formatters at module level: building one costs a
 * phone milliseconds (the first one loads the locale's data), which the landing page's start, that
 * evaluates every module of its bundle, should not pay for formatters it does not use yet.
 */
export const lazy = <Value>(make: () => Value): (() => Value) => {
  let value: Value | undefined;
  return () => {
    value ??= make();
    return value;
  };
};
