import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button, type ButtonProps } from './button';

/** A button-styled link to another page, with an optional icon before its label. */
export const LinkButton = ({
  href,
  icon: Icon,
  children,
  ...button
}: Omit<ButtonProps, 'asChild' | 'type'> & { href: string; icon?: LucideIcon }) => (
  <Button asChild {...button}>
    <Link href={href}>
      {Icon ? <Icon aria-hidden="true" /> : null}
      {children}
    </Link>
  </Button>
);
