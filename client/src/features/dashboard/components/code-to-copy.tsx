import { CopyButton } from '@/components/ui/copy-button';

type CodeToCopyProps = { code: string; label: string; copyLabel: string; testId: string };

/** A booking's or a group's code in the card's corner, named above it, with a button to copy it. */
export const CodeToCopy = ({ code, label, copyLabel, testId }: CodeToCopyProps) => (
  <div className="flex items-center gap-1 self-start rounded-xl border border-dashed border-primary/30 bg-secondary/50 py-1.5 pr-1 pl-3">
    <div className="grid">
      <span className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">{label}</span>
      <span className="font-mono text-lg font-semibold tracking-[0.18em] text-primary" data-testid={testId}>
        {code}
      </span>
    </div>
    <CopyButton value={code} label={copyLabel} />
  </div>
);
