import { type ChangeEvent, useState } from 'react';
import { useScopedStyles } from '../../../styles/use-scoped-styles';

export interface FileInputTexts {
  /** The button's text: "Choose a file". */
  choose: string;
  /** What shows beside it before a file is chosen: "No file chosen". */
  none: string;
}

export interface FileInputProps {
  id: string;
  accept: string;
  required?: boolean;
  invalid: boolean;
  describedBy: string;
  busy?: boolean;
  /** In the board's language: a browser writes its own in the language of its menus. */
  texts: FileInputTexts;
  /**
   * The chosen file's name, for a form that keeps the file itself and empties the input after
   * each choice (so the same file can be chosen again); otherwise the input's own file shows.
   */
  chosenName?: string | null | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A file input whose visible texts are the board's: the browser's own button and "no file
 * chosen" follow the browser's language (an English Chromium on a Dutch board). The native input
 * stays where it was, transparent over a button and the chosen file's name, so a click, a tap,
 * the keyboard, a dropped file and assistive technology all reach it as before, with its label.
 */
export function FileInput({
  texts,
  onChange,
  invalid,
  describedBy,
  busy,
  chosenName,
  ...input
}: FileInputProps) {
  useScopedStyles('file-input', fileInputStyles);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="jb-file-input">
      <span className="jb-button jb-button--info jb-file-input__button" aria-hidden="true">
        {texts.choose}
      </span>
      <span className="jb-file-input__name" aria-hidden="true">
        {(chosenName === undefined ? chosen : chosenName) ?? texts.none}
      </span>
      <input
        {...input}
        className="jb-file-input__native"
        type="file"
        aria-invalid={invalid ? 'true' : undefined}
        aria-describedby={describedBy}
        aria-busy={busy ? true : undefined}
        onChange={(event) => {
          onChange(event);
          // What the input holds once the change is handled: a form may empty it (the resume
          // tab does, so the same file can be chosen again), and then no file is shown.
          setChosen(event.target.files?.[0]?.name ?? null);
        }}
      />
    </div>
  );
}

export function fileInputStyles(r: string): string {
  return `
${r} .jb-file-input {
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  min-height: 40px;
}
${r} .jb-file-input__name {
  min-width: 0;
  overflow-wrap: anywhere;
  color: var(--jb-text-muted, #4b5563);
}
${r} .jb-file-input__native {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;
}
${r} .jb-file-input:has(.jb-file-input__native:focus-visible) .jb-file-input__button {
  outline: 2px solid var(--jb-primary-text, #1d4ed8);
  outline-offset: 2px;
  box-shadow: 0 0 0 2px var(--jb-background, #fff);
}
${r} .jb-file-input:has([aria-invalid="true"]) .jb-file-input__button {
  border-color: var(--jb-error, #b91c1c);
}
`;
}
