import type { BlockSettingProblem } from '@jobboard/schema';
import { useLingui } from '@lingui/react';
import { blocksRuntimeMessages } from '../i18n/messages/blocks-runtime';
import { EditorNotice } from './editor-notice';

export interface SettingsProblemsNoticeProps {
  problems: readonly BlockSettingProblem[];
}

/** The editor's list of what parsing changed in a block's stored settings, shown above it. */
export function SettingsProblemsNotice({ problems }: SettingsProblemsNoticeProps) {
  const { _ } = useLingui();
  return (
    <EditorNotice>
      {_(blocksRuntimeMessages.settingsProblems)}
      <ul className="jb-block-notice-detail">
        {problems.map((problem, index) => (
          // Problems have no identity of their own; the list is rebuilt whole on every parse.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            {problem.key ? <code>{problem.key}</code> : null} {problem.message}
          </li>
        ))}
      </ul>
    </EditorNotice>
  );
}
