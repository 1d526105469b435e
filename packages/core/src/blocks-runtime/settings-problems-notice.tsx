import type { BlockSettingProblem } from '@jobboard/schema';
import { useLingui } from '@lingui/react';
import { blocksRuntimeMessages } from '../i18n/messages/blocks-runtime';
import { settingsProblemText } from '../i18n/messages/settings-problem-messages';
import { useCatalogPart } from '../i18n/use-catalog-part';
import { EditorNotice } from './editor-notice';

export interface SettingsProblemsNoticeProps {
  problems: readonly BlockSettingProblem[];
}

/** The most problems the notice lists; the rest are counted, so a damaged list of links (a
 * thousand bad entries) does not push the page's blocks screens down. */
export const MAX_LISTED_PROBLEMS = 20;

/**
 * The editor's list of what parsing changed in a block's stored settings, shown above it, in the
 * board's language once the `editor` catalog part is there (in English until then, and for a
 * custom block's own problems).
 */
export function SettingsProblemsNotice({ problems }: SettingsProblemsNoticeProps) {
  const { _, i18n } = useLingui();
  const translated = useCatalogPart('editor');
  const hidden = problems.length - MAX_LISTED_PROBLEMS;
  return (
    <EditorNotice>
      {_(blocksRuntimeMessages.settingsProblems)}
      <ul className="jb-block-notice-detail">
        {problems.slice(0, MAX_LISTED_PROBLEMS).map((problem, index) => (
          // Problems have no identity of their own; the list is rebuilt whole on every parse.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            {problem.key ? <code>{problem.key}</code> : null}{' '}
            {translated && problem.fault && problem.action
              ? settingsProblemText(i18n, problem.fault, problem.action)
              : problem.message}
            {/* The value stored, so a setting of the wrong kind (a number for a text) shows. */}
            {problem.value === undefined ? null : (
              <>
                {' '}
                <code>{storedValueText(problem.value)}</code>
              </>
            )}
          </li>
        ))}
        {hidden > 0 ? <li>{_(blocksRuntimeMessages.moreProblems(hidden))}</li> : null}
      </ul>
    </EditorNotice>
  );
}

/** The stored value as JSON (the problem's preview of it), cut short for a notice's line. */
export function storedValueText(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
