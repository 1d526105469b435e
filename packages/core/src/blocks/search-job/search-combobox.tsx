import { useRef, useState } from 'react';
import { hasFocus } from '../../shell/active-element';
import { lazyModule, useLazyModule } from '../../shell/lazy-module';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { searchComboboxStyles } from './search-combobox-styles';

/** The combobox with its listbox (and @floating-ui/react): loaded on first hover, focus or input. */
export const floatingCombobox = lazyModule(() => import('./floating-search-combobox'));

export interface SearchComboboxProps<Option> {
  /** The input's id, for its `<label htmlFor>`. */
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly Option[];
  optionKey: (option: Option) => string;
  optionLabel: (option: Option) => string;
  onChoose: (option: Option) => void;
  placeholder: string;
  /** The accessible name of the listbox of options. */
  listLabel: string;
  /** The accessible name of the clear button. */
  clearLabel: string;
  onClear: () => void;
  /** The ids of texts that describe the input (a hint), for `aria-describedby`. */
  describedBy?: string | undefined;
  /** The input holds a value the form refused (its error is among `describedBy`). */
  invalid?: boolean | undefined;
  /** The longest text the input takes. */
  maxLength?: number | undefined;
  /** The input's name in its form's submission (a search page without JavaScript). */
  name?: string | undefined;
}

/** Where the visitor was in the plain input when the full combobox replaced it. */
export interface ComboboxResume {
  selectionStart: number;
  selectionEnd: number;
  /** The visitor typed in it, so the list opens once there are options. */
  typed: boolean;
}

/**
 * A text input with a listbox of options (the combobox pattern). The server and the first paint
 * render the closed combobox's input; the listbox, which only opens on typing, and its
 * floating-ui code load when the visitor points at, focuses or types in the field, and then
 * replace it, keeping focus, caret and text.
 */
export function SearchCombobox<Option>(props: SearchComboboxProps<Option>) {
  useScopedStyles('search-combobox', searchComboboxStyles);
  const [wanted, setWanted] = useState(false);
  const loaded = useLazyModule(floatingCombobox, wanted);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const typed = useRef(false);
  const resume = useRef<ComboboxResume | null>(null);
  if (loaded) {
    const input = inputRef.current;
    if (resume.current === null && input && hasFocus(input)) {
      resume.current = {
        selectionStart: input.selectionStart ?? input.value.length,
        selectionEnd: input.selectionEnd ?? input.value.length,
        typed: typed.current,
      };
    }
    return <loaded.FloatingSearchCombobox {...props} resume={resume.current ?? undefined} />;
  }
  const {
    id,
    value,
    onValueChange,
    placeholder,
    clearLabel,
    onClear,
    describedBy,
    invalid,
    maxLength,
    name,
  } = props;
  const want = () => setWanted(true);
  return (
    <div className="jb-search-combobox">
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        className="jb-input jb-search-combobox__input"
        role="combobox"
        aria-expanded="false"
        aria-haspopup="listbox"
        aria-autocomplete="list"
        aria-describedby={describedBy}
        aria-invalid={invalid ? 'true' : undefined}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => {
          typed.current = true;
          want();
          onValueChange(event.currentTarget.value);
        }}
        onFocus={want}
        onPointerEnter={want}
      />
      {value ? (
        <button
          type="button"
          className="jb-search-combobox__clear"
          aria-label={clearLabel}
          onClick={() => {
            onClear();
            inputRef.current?.focus();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
