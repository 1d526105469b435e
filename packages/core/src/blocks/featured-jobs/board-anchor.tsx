import type { MouseEvent, ReactNode } from 'react';
import { useBlockContext } from '../../blocks-runtime/use-block-context';

export interface BoardAnchorProps {
  /** A board path, as `pagePath` gives it. */
  path: string;
  className?: string;
  /** The accessible name, when the visible text alone is ambiguous; it should contain that text. */
  label?: string;
  children?: ReactNode;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A link to a board path: a plain left click goes through the board's router. */
export function BoardAnchor({ path, className, label, children }: BoardAnchorProps) {
  const context = useBlockContext();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    context.navigate(path);
  };
  return (
    <a className={className} href={context.href(path)} aria-label={label} onClick={onClick}>
      {children}
    </a>
  );
}
