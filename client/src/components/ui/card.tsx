import { withClasses } from './with-classes';

export const Card = withClasses('div', 'rounded-2xl border border-border/70 bg-card shadow-soft');
export const CardHeader = withClasses('div', 'flex flex-col gap-1.5 p-5 sm:p-6');
export const CardTitle = withClasses('h3', 'text-lg font-semibold leading-tight');
export const CardDescription = withClasses('p', 'text-sm text-muted-foreground');
export const CardContent = withClasses('div', 'p-5 pt-0 sm:p-6 sm:pt-0');
