import {
  autoUpdate,
  FloatingFocusManager,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import type { DropdownLink } from '@jobboard/schema';
import { useRef, useState } from 'react';
import { useBlockContext } from '../../../blocks-runtime/use-block-context';
import { LinkAnchor } from './link-anchor';
import { linkClassName } from './link-class-name';
import { resolveLinkTarget } from './link-target';

export interface LinkDropdownProps {
  link: DropdownLink;
  className?: string | undefined;
  /** Called after one of the dropdown's links is followed. */
  onFollow?: (() => void) | undefined;
}

/**
 * A dropdown link: a button that opens a menu of its children (the menu pattern: Enter, Space
 * or the arrow keys open it, the arrow keys move between items, Escape and a click outside close
 * it and return focus to the button). Children that lead nowhere are left out.
 */
export function LinkDropdown({ link, className, onFollow }: LinkDropdownProps) {
  const context = useBlockContext();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const floating = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-start',
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(floating.context),
    useDismiss(floating.context),
    useRole(floating.context, { role: 'menu' }),
    useListNavigation(floating.context, {
      listRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
    }),
  ]);
  const items = link.children.flatMap((child) => {
    const target = resolveLinkTarget(child, context);
    return target ? [{ child, target }] : [];
  });
  const close = () => {
    setOpen(false);
    onFollow?.();
  };

  return (
    <div className="jb-link-dropdown">
      <button
        type="button"
        ref={floating.refs.setReference}
        className={linkClassName(
          link,
          ['jb-link-dropdown__toggle', className].filter(Boolean).join(' '),
        )}
        {...getReferenceProps()}
      >
        <span className="jb-link__name">{link.name}</span>
        <svg
          className="jb-link-dropdown__chevron"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
        >
          <path fill="currentColor" d="M7 10l5 5 5-5z" />
        </svg>
      </button>
      {open ? (
        <FloatingFocusManager context={floating.context} modal={false}>
          <div
            ref={floating.refs.setFloating}
            className="jb-link-dropdown__menu"
            style={floating.floatingStyles}
            {...getFloatingProps()}
          >
            {items.map(({ child, target }, index) => (
              <LinkAnchor
                // Children have no ids; their position is their identity in the stored list.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                link={child}
                target={target}
                className="jb-link-dropdown__item"
                role="menuitem"
                tabIndex={activeIndex === index ? 0 : -1}
                onFollow={close}
                ref={(node) => {
                  listRef.current[index] = node;
                }}
                {...getItemProps()}
              />
            ))}
          </div>
        </FloatingFocusManager>
      ) : null}
    </div>
  );
}
