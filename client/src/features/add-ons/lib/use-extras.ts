// A form's extras: the extras offered, the guest's choices, their lines and total for the stay, and the
// first thing wrong with them (shown before the form is sent).
import { useState } from 'react';
import { useAddOns } from '../api/get-add-ons';
import { type AddOnChoice, type ExtrasStay, extraLines, extrasTotal, toAddOnLines } from './extras';

export const extrasSummary = (
  addOns: Parameters<typeof extraLines>[0],
  choices: readonly AddOnChoice[],
  stay: ExtrasStay,
) => {
  const lines = extraLines(addOns, choices, stay);
  return {
    lines,
    totalCentavos: extrasTotal(lines),
    /** The first line's problem (its message in the domain's English words), or null. */
    problem: lines.find((line) => line.problem)?.problem?.message ?? null,
    /** What the API takes: `addOns` of the booking, a group's room or the dashboard's POST. */
    payload: toAddOnLines(lines),
  };
};

export type ExtrasSummary = ReturnType<typeof extrasSummary>;

/** The extras offered and this form's choices of them (at first `initial`: a draft's), for `stay`. */
export const useExtras = (stay: ExtrasStay, initial: () => AddOnChoice[] = () => []) => {
  const offered = useAddOns();
  const addOns = offered.data ?? [];
  const [choices, setChoices] = useState<AddOnChoice[]>(initial);
  return { addOns, choices, setChoices, ...extrasSummary(addOns, choices, stay) };
};
