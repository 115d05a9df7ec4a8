import './long-text.css';

/**
 * A person's free text in a list's cell (docs/screens.md#forms): kept to one line, or `lines`,
 * ending in an ellipsis when longer, the whole text in its title (a pointer's tooltip) and in the
 * page for screen readers and copying; never cut in the data.
 */
export function LongText({ text, lines = 1 }: { text: string | null | undefined; lines?: 1 | 2 | 3 }) {
  if (!text) return null;
  return (
    <span className={lines === 1 ? 'long-text' : `long-text long-text-${lines}`} title={text}>
      {text}
    </span>
  );
}
