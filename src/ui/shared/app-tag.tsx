import { Classes, type Intent } from '@blueprintjs/core';
import type { HTMLAttributes, ReactNode } from 'react';

export interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  readonly intent?: Intent;
  readonly minimal?: boolean;
  readonly round?: boolean;
  /** The text wraps instead of being cut with an ellipsis. */
  readonly multiline?: boolean;
  /** The tooltip of its text. */
  readonly htmlTitle?: string;
  readonly children?: ReactNode;
}

/**
 * Blueprint's tag: its markup and look, without its component, whose text measures itself after each
 * render (a forced layout) and then renders again, one more React commit for the page each time a tag
 * shows (docs/performance.md#fast-on-a-phone). A long text is cut with an ellipsis unless `multiline`.
 */
export function Tag({ intent, minimal, round, multiline, htmlTitle, className, children, ...props }: TagProps) {
  const classes = [
    Classes.TAG,
    Classes.intentClass(intent),
    minimal ? Classes.MINIMAL : undefined,
    round ? Classes.ROUND : undefined,
    className,
  ];
  return (
    <span {...props} className={classes.filter(Boolean).join(' ')}>
      <span
        className={multiline ? Classes.FILL : `${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}
        title={htmlTitle}
      >
        {children}
      </span>
    </span>
  );
}
