import { SITE_FUNCTIONALITY_COOKIE_ID } from '@jobboard/schema';
import { useMemo, useRef, useState } from 'react';
import { cookieMessages } from '../i18n/messages/cookie-messages';
import { shellExtraMessages } from '../i18n/messages/shell-extra';
import { shellMessages } from '../i18n/messages/shell-messages';
import { useBoardI18n } from '../i18n/use-board-i18n';
import { useBoardId } from '../shell/board-id';
import { DIALOG_Z_INDEX } from '../shell/dialog-layer';
import { useDialogFocus } from '../shell/use-dialog-focus';
import { useScrollLock } from '../shell/use-scroll-lock';
import { useScopedStyles } from '../styles/use-scoped-styles';
import {
  type ConsentChoice,
  consentChoices,
  groupChoicesByCategory,
  TAG_MANAGER_CATEGORY,
} from './consent-choices';
import type { ConsentStore } from './consent-store';
import { type CookieSettings, localizedSettingText } from './cookie-settings';
import { isCookieAccepted } from './is-cookie-accepted';

export interface CookieSettingsDialogProps {
  store: ConsentStore;
  settings: CookieSettings;
  /** Called on Close, Escape and after saving; unmount the dialog then. */
  onClose: () => void;
  /** Called before a choice is saved (the bar closes with it): moves focus out of the bar. */
  beforeSave?: () => void;
}

/** The dialog over the page, as the apply dialog: a dimmed backdrop and a centred panel. */
const cookieDialogStyles = (r: string) => `
${r} .jb-cookie-dialog-backdrop {
  position: fixed; inset: 0; z-index: ${DIALOG_Z_INDEX}; display: flex; align-items: center;
  justify-content: center; padding: 24px 12px; background: rgba(17, 24, 39, 0.6);
}
${r} .jb-cookie-dialog {
  display: flex; flex-direction: column; gap: 12px; width: 100%; max-width: 560px;
  max-height: 100%; overflow-y: auto; overscroll-behavior: contain; padding: 24px;
  border-radius: 8px;
  background: var(--jb-background, #ffffff); color: var(--jb-text, #1f2937);
  box-shadow: 0 12px 32px rgba(17, 24, 39, 0.3);
}
${r} .jb-cookie-dialog h2 { margin: 0; font-size: 22px; }
${r} .jb-cookie-dialog > p { margin: 0 0 4px; }
${r} .jb-cookie-switch label { display: flex; align-items: center; gap: 8px; font-weight: 600; }
${r} .jb-cookie-switch input { flex: none; width: 18px; height: 18px; margin: 0; }
${r} .jb-cookie-switch__description {
  margin: 4px 0 0 26px; color: var(--jb-text-muted, #4b5563); font-size: 14px;
}
${r} .jb-cookie-dialog__category {
  display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 12px;
  border: 1px solid var(--jb-border-light, #e5e7eb); border-radius: var(--jb-radius, 4px);
}
${r} .jb-cookie-dialog__category legend { padding: 0 4px; font-weight: 600; }
${r} .jb-cookie-dialog__actions {
  display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; margin-top: 8px;
}
`;

interface SwitchProps {
  label: string;
  description?: string | undefined;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}

function Switch({ label, description, checked, disabled = false, onChange }: SwitchProps) {
  const descriptionId = useBoardId();
  return (
    <div className="jb-cookie-switch">
      <label>
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          checked={checked}
          disabled={disabled}
          aria-describedby={description ? descriptionId : undefined}
          onChange={(event) => onChange?.(event.currentTarget.checked)}
        />{' '}
        {label}
      </label>
      {description && (
        <p id={descriptionId} className="jb-cookie-switch__description">
          {description}
        </p>
      )}
    </div>
  );
}

/**
 * The cookie configure dialog (spec §2): accept-all and reject-all switches, the mandatory
 * site-functionality cookie shown on and disabled, and one switch per cookie script (and the tag
 * manager), grouped by category. A modal: focus moves in, Tab stays inside, Escape closes and
 * focus returns to the opener.
 */
export function CookieSettingsDialog({
  store,
  settings,
  onClose,
  beforeSave,
}: CookieSettingsDialogProps) {
  const { _, locale } = useBoardI18n();
  useScopedStyles('cookie-dialog', cookieDialogStyles);
  const dialog = useRef<HTMLDivElement>(null);
  const { onKeyDown, release } = useDialogFocus(dialog, onClose);
  useScrollLock(dialog);
  const titleId = useBoardId();
  const textId = useBoardId();
  const choices = useMemo(() => consentChoices(settings), [settings]);
  const [selected, setSelected] = useState(() => {
    const consent = store.getSnapshot();
    return new Set(choices.filter((c) => isCookieAccepted(consent, c.id)).map((c) => c.id));
  });

  // A site without optional cookies has no switch to show the choice by: accept all and reject
  // all are then the dialog's own state (the stored acceptance to begin with).
  const [allChosen, setAllChosen] = useState(() => store.getSnapshot().acceptance === 'all');
  // Unset consent selects nothing too, yet the visitor has rejected nothing: reject all shows on
  // only after a choice (a stored one, or a switch in the dialog), or a click would switch it off.
  const [chosen, setChosen] = useState(() => store.getSnapshot().acceptance !== 'unset');
  const allIds = choices.map((choice) => choice.id);
  const allSelected = choices.length > 0 ? allIds.every((id) => selected.has(id)) : allChosen;
  const noneSelected = choices.length > 0 ? selected.size === 0 : !allChosen;
  const selectAll = (on: boolean) => {
    setChosen(true);
    setAllChosen(on);
    setSelected(new Set(on ? allIds : []));
  };
  // Switching reject all off takes the rejection back but selects nothing: a reject control
  // never records acceptance, so Save then still declines until a cookie is switched on.
  const rejectAll = (on: boolean) => {
    if (on) selectAll(false);
    else setChosen(false);
  };
  const toggle = (id: string, on: boolean) => {
    setChosen(true);
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const save = () => {
    // The bar closes with the dialog and gives the focus back to where the visitor came from.
    if (beforeSave) {
      release();
      beforeSave();
    }
    if (allSelected) store.acceptAll(allIds);
    else store.acceptSome(allIds.filter((id) => selected.has(id)));
    onClose();
  };

  const choiceName = (choice: ConsentChoice) => choice.name ?? _(shellExtraMessages.tagManagerName);
  const choiceDescription = (choice: ConsentChoice) =>
    choice.description ?? _(shellExtraMessages.tagManagerDescription);
  const categoryName = (category: string) =>
    category === TAG_MANAGER_CATEGORY ? _(shellExtraMessages.analyticsCategory) : category;

  return (
    <div className="jb-cookie-dialog-backdrop">
      <div
        ref={dialog}
        className="jb-cookie-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{_(cookieMessages.dialogTitle)}</h2>
        <p id={textId}>
          {localizedSettingText(settings.cookieTextLarge, locale) ?? _(cookieMessages.text)}
        </p>
        <Switch
          label={_(cookieMessages.acceptAllToggle)}
          checked={allSelected}
          onChange={selectAll}
        />
        <Switch
          label={_(cookieMessages.rejectAllToggle)}
          checked={chosen && noneSelected}
          onChange={rejectAll}
        />
        <Switch
          key={SITE_FUNCTIONALITY_COOKIE_ID}
          label={`${_(cookieMessages.siteFunctionality)} (${_(cookieMessages.alwaysOn)})`}
          description={_(cookieMessages.siteFunctionalityText)}
          checked
          disabled
        />
        {groupChoicesByCategory(choices).map(([category, group]) => (
          <fieldset key={category} className="jb-cookie-dialog__category">
            <legend>{categoryName(category)}</legend>
            {group.map((choice) => (
              <Switch
                key={choice.id}
                label={choiceName(choice)}
                description={choiceDescription(choice)}
                checked={selected.has(choice.id)}
                onChange={(on) => toggle(choice.id, on)}
              />
            ))}
          </fieldset>
        ))}
        <div className="jb-cookie-dialog__actions">
          <button type="button" className="jb-button jb-button--primary" onClick={save}>
            {_(cookieMessages.save)}
          </button>
          <button type="button" className="jb-button jb-button--info" onClick={onClose}>
            {_(shellMessages.close)}
          </button>
        </div>
      </div>
    </div>
  );
}
