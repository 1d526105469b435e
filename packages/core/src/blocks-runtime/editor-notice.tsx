import type { ReactNode } from 'react';
import { useScopedStyles } from '../styles/use-scoped-styles';

const noticeStyles = (r: string) => `
${r} .jb-block-notice {
  margin: 8px 0;
  padding: 12px 16px;
  border: 1px dashed #b45309;
  border-radius: 4px;
  background: #fffbeb;
  color: #78350f;
  font-size: 14px;
  line-height: 20px;
}
${r} .jb-block-notice-detail {
  margin: 8px 0 0;
  white-space: pre-wrap;
  font-size: 13px;
}
`;

export interface EditorNoticeProps {
  children?: ReactNode;
}

/** A notice about a block that only the editor layout shows (unknown type, error, bad settings). */
export function EditorNotice({ children }: EditorNoticeProps) {
  useScopedStyles('block-notice', noticeStyles);
  return (
    <div className="jb-block-notice" role="note">
      {children}
    </div>
  );
}
