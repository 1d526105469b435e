import { useLingui } from '@lingui/react';
import { blocksRuntimeMessages } from '../i18n/messages/blocks-runtime';
import { EditorNotice } from './editor-notice';

export interface BlockErrorNoticeProps {
  type: string;
  error: unknown;
}

/** What the editor shows in place of a block that threw: its type and the error message. */
export function BlockErrorNotice({ type, error }: BlockErrorNoticeProps) {
  const { _ } = useLingui();
  return (
    <EditorNotice>
      <strong>{_(blocksRuntimeMessages.blockFailed(type))}</strong>
      <pre className="jb-block-notice-detail">{errorMessage(error)}</pre>
    </EditorNotice>
  );
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
