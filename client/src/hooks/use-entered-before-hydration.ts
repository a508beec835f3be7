// On a prerendered page a visitor on a slow phone may fill a form in before the script takes it over:
// what they entered is in the fields but not in the component's state, and the next render would wipe
// it. Read it back once, before the first paint after hydration.
import { type RefObject, useLayoutEffect } from 'react';

/** A field's value as the visitor left it, or `fallback` when the form has no such field. */
export type EnteredValue = (name: string, fallback: string) => string;

export const useEnteredBeforeHydration = (
  formRef: RefObject<HTMLFormElement | null>,
  takeOver: (entered: EnteredValue) => void,
) => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration; later renders own the fields
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const entered = new FormData(formRef.current);
    takeOver((name, fallback) => String(entered.get(name) ?? fallback));
  }, []);
};
