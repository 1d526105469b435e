import {
  autoUpdate,
  flip,
  offset,
  size,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import {
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { ComboboxResume, SearchComboboxProps } from './search-combobox';

export interface FloatingSearchComboboxProps<Option> extends SearchComboboxProps<Option> {
  /** The state of the plain input this one replaces while the visitor was in it. */
  resume?: ComboboxResume | undefined;
}

/**
 * A text input with a listbox of options (the combobox pattern, its own chunk with
 * @floating-ui/react): typing opens the list, the arrow keys move through it while focus stays
 * in the input, Enter chooses the active option (without one it submits the form), Escape or
 * leaving the field closes the list. A clear button empties the input.
 */
export function FloatingSearchCombobox<Option>({
  id,
  value,
  onValueChange,
  options,
  optionKey,
  optionLabel,
  onChoose,
  placeholder,
  listLabel,
  clearLabel,
  onClear,
  describedBy,
  invalid,
  maxLength,
  name,
  resume,
}: FloatingSearchComboboxProps<Option>) {
  const [open, setOpen] = useState(resume?.typed ?? false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const shown = open && options.length > 0;
  const floating = useFloating<HTMLInputElement>({
    open: shown,
    onOpenChange: setOpen,
    placement: 'bottom-start',
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      size({
        apply({ rects, elements }) {
          elements.floating.style.minWidth = `${rects.reference.width}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useRole(floating.context, { role: 'combobox' }),
    useDismiss(floating.context),
    useListNavigation(floating.context, {
      listRef,
      activeIndex,
      onNavigate: setActiveIndex,
      virtual: true,
      loop: true,
    }),
  ]);

  // Replacing the plain input the visitor is in: focus and caret stay where they were.
  const resumeRef = useRef(resume);
  useLayoutEffect(() => {
    const state = resumeRef.current;
    const input = inputRef.current;
    if (!state || !input) return;
    input.focus();
    input.setSelectionRange(state.selectionStart, state.selectionEnd);
  }, []);

  const choose = (option: Option) => {
    onChoose(option);
    setActiveIndex(null);
    setOpen(false);
  };

  return (
    <div className="jb-search-combobox">
      <input
        {...getReferenceProps({
          ref: (element: HTMLInputElement | null) => {
            inputRef.current = element;
            floating.refs.setReference(element);
          },
          id,
          name,
          type: 'text',
          className: 'jb-input jb-search-combobox__input',
          'aria-describedby': describedBy,
          'aria-invalid': invalid ? 'true' : undefined,
          value,
          maxLength,
          placeholder,
          autoComplete: 'off',
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            onValueChange(event.currentTarget.value);
            setActiveIndex(null);
            setOpen(true);
          },
          // Tabbing or clicking away closes the list (pressing an option keeps focus here).
          onBlur: (event: FocusEvent<HTMLInputElement>) => {
            const to = event.relatedTarget;
            if (!(to instanceof Node && floating.refs.floating.current?.contains(to))) {
              setActiveIndex(null);
              setOpen(false);
            }
          },
          onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
            const active = activeIndex === null ? undefined : options[activeIndex];
            if (event.key === 'Enter' && shown && active !== undefined) {
              event.preventDefault();
              choose(active);
            }
          },
        })}
      />
      {value ? (
        <button
          type="button"
          className="jb-search-combobox__clear"
          aria-label={clearLabel}
          onClick={() => {
            onClear();
            setOpen(false);
            inputRef.current?.focus();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
      {shown ? (
        <div
          {...getFloatingProps({
            ref: floating.refs.setFloating,
            className: 'jb-search-combobox__list',
            style: floating.floatingStyles,
            'aria-label': listLabel,
            // Focus stays in the input while an option is pressed, so its blur does not close
            // the list before the click chooses the option.
            onMouseDown: (event: MouseEvent) => event.preventDefault(),
          })}
        >
          {options.map((option, index) => (
            <div
              key={optionKey(option)}
              {...getItemProps({
                ref: (element: HTMLElement | null) => {
                  listRef.current[index] = element;
                },
                className:
                  index === activeIndex
                    ? 'jb-search-combobox__option jb-search-combobox__option--active'
                    : 'jb-search-combobox__option',
                active: index === activeIndex,
                selected: index === activeIndex,
                onClick: () => {
                  choose(option);
                  inputRef.current?.focus();
                },
              })}
            >
              {optionLabel(option)}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
