import { Classes, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

export interface LinkButtonProps {
  readonly href: string;
  /** The visible text, in Blueprint's button text span; none for an icon-only link, which then needs `label`. */
  readonly text?: ReactNode;
  readonly icon?: ReactNode;
  readonly intent?: Intent;
  readonly minimal?: boolean;
  /** The accessible name, when the text alone does not say which record the link opens. */
  readonly label?: string;
  /** The tooltip of an icon-only link. */
  readonly title?: string;
}

/**
 * A wouter link drawn as a Blueprint button (docs/decisions.md#libraries: no hand-written Blueprint class name;
 * Blueprint's `AnchorButton` would take the link role away, and tests and screen readers find these as links).
 */
export function LinkButton({ href, text, icon, intent, minimal = false, label, title }: LinkButtonProps) {
  const className = [Classes.BUTTON, Classes.intentClass(intent), minimal ? Classes.MINIMAL : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Link href={href} className={className} aria-label={label} title={title}>
      {icon}
      {text === undefined ? null : <span className={Classes.BUTTON_TEXT}>{text}</span>}
    </Link>
  );
}
