import { useLingui } from '@lingui/react';
import { blocksRuntimeMessages } from '../i18n/messages/blocks-runtime';
import { EditorNotice } from './editor-notice';

/** What the editor shows above a block whose custom styles are left out (`BlockCustomStyles`). */
export function CustomStylesNotice() {
  const { _ } = useLingui();
  return <EditorNotice>{_(blocksRuntimeMessages.customStylesLeftOut)}</EditorNotice>;
}
