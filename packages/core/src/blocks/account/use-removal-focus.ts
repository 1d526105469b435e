import { type RefObject, useRef } from 'react';
import { hasFocus, lostFocus } from '../../shell/active-element';
import { useFocusAfterRender } from '../shared/use-focus-after-render';

/**
 * The focus of a list whose rows each have a remove button (the account's favourites and job
 * alerts). A removed row takes its button, and the focus with it, to the page's body: the focus
 * goes on to the next row's button, else the one before, else the list's heading. Only when the
 * removed button had the focus, and nothing else took it meanwhile.
 */
export function useRemovalFocus<Key>(heading: RefObject<HTMLElement | null>) {
  const buttons = useRef(new Map<Key, HTMLButtonElement>());
  const focusAfterRender = useFocusAfterRender();
  /**
   * Call before removing the row of `key` (rows in `order`); call what it returns once the row
   * is gone. `rowHadFocus` when the removal was confirmed in the row (its button replaced).
   */
  const beforeRemoving = (key: Key, order: readonly Key[], rowHadFocus = false) => {
    const button = buttons.current.get(key);
    // `rowHadFocus`: the removal was confirmed in the row, where its button was replaced.
    const focused = rowHadFocus || (button !== undefined && hasFocus(button));
    const at = order.indexOf(key);
    const next = order[at + 1] ?? order[at - 1];
    return () => {
      if (!focused) return;
      focusAfterRender(() => {
        if (!lostFocus(heading.current)) return null;
        return (next === undefined ? undefined : buttons.current.get(next)) ?? heading.current;
      });
    };
  };
  /** The ref callback of the remove button of `key`. */
  const buttonRef = (key: Key) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };
  /** Gives the focus to the remove button of `key` once rendered (a question that went). */
  const focusButton = (key: Key) => focusAfterRender(() => buttons.current.get(key) ?? null);
  return { beforeRemoving, buttonRef, focusButton };
}
