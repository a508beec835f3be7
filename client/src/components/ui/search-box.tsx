import { Search } from 'lucide-react';
import { Input, Label } from './input';

/** A rounded search field with a magnifier, named for screen readers by `label`. */
export const SearchBox = ({
  id,
  label,
  placeholder,
  value,
  onValueChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
}) => (
  <div className="relative w-full sm:max-w-xs">
    <Label htmlFor={id} className="sr-only">
      {label}
    </Label>
    <Search
      className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
      aria-hidden="true"
    />
    <Input
      id={id}
      type="search"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      className="rounded-full pl-10"
    />
  </div>
);
