import {
  autoUpdate,
  FloatingFocusManager,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
} from '@floating-ui/react';
import type { MenuLink } from '@jobboard/schema';
import { useRef, useState } from 'react';
import { LinkAnchor } from './link-anchor';
import type { LinkTarget } from './link-target';

/** Where focus goes when the menu opens: its first or last item (arrow keys), or the menu. */
export type MenuFocus = 'first' | 'last' | 'menu';

export interface LinkDropdownMenuProps {
  id: string;
  /** The id of the button that names the menu. */
  labelledBy: string;
  /** The dropdown's button: the menu is placed at it and returns focus to it on close. */
  reference: HTMLElement;
  items: readonly { child: MenuLink; target: LinkTarget }[];
  focus: MenuFocus;
  /** Escape or a press outside the menu and its button. */
  onClose: () => void;
  /** One of the items was followed. */
  onFollow: () => void;
}

/**
 * The open menu of a dropdown link, floating at its button (its own chunk with
 * @floating-ui/react): the arrow keys move between items, Escape and a press outside close it,
 * focus returns to the button.
 */
export function LinkDropdownMenu({
  id,
  labelledBy,
  reference,
  items,
  focus,
  onClose,
  onFollow,
}: LinkDropdownMenuProps) {
  const [activeIndex, setActiveIndex] = useState<number | null>(
    focus === 'first' ? 0 : focus === 'last' ? items.length - 1 : null,
  );
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const floating = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference },
    placement: 'bottom-start',
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getFloatingProps, getItemProps } = useInteractions([
    useDismiss(floating.context),
    useListNavigation(floating.context, {
      listRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
    }),
  ]);

  return (
    <FloatingFocusManager context={floating.context} modal={false}>
      <div
        ref={floating.refs.setFloating}
        id={id}
        role="menu"
        aria-labelledby={labelledBy}
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
            onFollow={onFollow}
            ref={(node) => {
              listRef.current[index] = node;
            }}
            anchorProps={{
              role: 'menuitem',
              tabIndex: activeIndex === index ? 0 : -1,
              ...getItemProps(),
            }}
          />
        ))}
      </div>
    </FloatingFocusManager>
  );
}
