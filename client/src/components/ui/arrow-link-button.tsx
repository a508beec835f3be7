import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Button, type ButtonProps } from './button';

/** A button-styled link to another page: its label, then an arrow. */
export const ArrowLinkButton = ({
  href,
  children,
  ...button
}: Omit<ButtonProps, 'asChild' | 'type'> & { href: string }) => (
  <Button asChild {...button}>
    <Link href={href}>
      {children}
      <ArrowRight aria-hidden="true" />
    </Link>
  </Button>
);
