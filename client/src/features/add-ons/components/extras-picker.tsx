// The extras a guest may add to a stay, each a compact card (ExtraCard). The caller holds the choices
// (the booking page, a room of a group, the dashboard's dialog) and sends them; with no extras offered
// the picker renders nothing.
import type { AddOnDto } from '@domain/api/add-ons';
import { type AddOnChoice, type ExtrasStay, extraLines, newChoice } from '../lib/extras';
import { ExtraCard } from './extra-card';

export const ExtrasPicker = ({
  addOns,
  choices,
  stay,
  onChange,
  label,
}: {
  addOns: readonly AddOnDto[];
  choices: readonly AddOnChoice[];
  stay: ExtrasStay;
  onChange: (choices: AddOnChoice[]) => void;
  /** The list's accessible name. */
  label: string;
}) => {
  if (addOns.length === 0) return null;
  const lines = extraLines(addOns, choices, stay);
  const replace = (next: AddOnChoice) =>
    onChange(choices.map((choice) => (choice.addOnId === next.addOnId ? next : choice)));
  return (
    <ul className="grid gap-3" aria-label={label}>
      {addOns.map((addOn) => (
        <ExtraCard
          key={addOn.id}
          addOn={addOn}
          line={lines.find((line) => line.addOn.id === addOn.id)}
          stay={stay}
          onAdd={() => onChange([...choices, newChoice(addOn, stay)])}
          onChange={replace}
          onRemove={() => onChange(choices.filter((choice) => choice.addOnId !== addOn.id))}
        />
      ))}
    </ul>
  );
};
