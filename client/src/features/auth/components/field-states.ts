// Field messages for the auth forms. Several fields can fail with the same sentence (both login
// fields say 'Please enter your email and password'): it is shown once, under the first of them,
// and every failing field still points screen readers at it.

export type FieldState = { id: string; message?: string; invalid: boolean; describedBy?: string };

export const fieldStates = <K extends string>(
  prefix: string,
  order: readonly K[],
  messages: Partial<Record<K, string | undefined>>,
): Record<K, FieldState> => {
  const shownBy = new Map<string, K>();
  const states = {} as Record<K, FieldState>;
  for (const key of order) {
    const id = `${prefix}-${key}`;
    const message = messages[key];
    if (!message) {
      states[key] = { id, invalid: false };
      continue;
    }
    const owner = shownBy.get(message);
    if (owner) {
      states[key] = { id, invalid: true, describedBy: `${prefix}-${owner}-error` };
    } else {
      shownBy.set(message, key);
      states[key] = { id, message, invalid: true, describedBy: `${id}-error` };
    }
  }
  return states;
};

/** The attributes a control needs for its state. */
export const controlProps = (state: FieldState) => ({
  id: state.id,
  'aria-invalid': state.invalid ? true : undefined,
  'aria-describedby': state.describedBy,
});
