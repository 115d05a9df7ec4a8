import { HTMLSelect, type HTMLSelectProps } from '@blueprintjs/core';

/**
 * A native select whose arrow is decoration (the select has its label): Blueprint titles the arrow
 * "Open dropdown" in English whatever the app's language, which screen readers then read out.
 */
export function Select(props: HTMLSelectProps) {
  return <HTMLSelect {...props} iconProps={{ title: false, ...props.iconProps }} />;
}
