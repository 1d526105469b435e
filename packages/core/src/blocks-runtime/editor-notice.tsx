import type { ReactNode } from 'react';

export interface EditorNoticeProps {
  children?: ReactNode;
}

/** A notice about a block that only the editor layout shows (unknown type, error, bad settings). */
export function EditorNotice({ children }: EditorNoticeProps) {
  return (
    <div className="jb-block-notice" role="note">
      {children}
    </div>
  );
}
