import { useLingui } from '@lingui/react';
import { blocksRuntimeMessages } from '../i18n/messages/blocks-runtime';
import { EditorNotice } from './editor-notice';

export interface UnknownBlockNoticeProps {
  type: string;
}

/** What the editor shows in place of a block whose type no registration knows. */
export function UnknownBlockNotice({ type }: UnknownBlockNoticeProps) {
  const { _ } = useLingui();
  return <EditorNotice>{_(blocksRuntimeMessages.unknownBlockType(type))}</EditorNotice>;
}
