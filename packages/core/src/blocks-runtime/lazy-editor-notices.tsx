import { lazyModule, useLazyModule } from '../shell/lazy-module';
import type { BlockErrorNoticeProps } from './block-error-notice';
import type { SettingsProblemsNoticeProps } from './settings-problems-notice';
import type { UnknownBlockNoticeProps } from './unknown-block-notice';

/**
 * The editor layout's notices (unknown block type, a block that threw, what parsing changed in
 * a block's settings, custom styles left out) with their CSS: a chunk of their own in the embed build, since visitors
 * never see them. The board loads it before it shows a page in the editor layout
 * (`preloadBoardView`), so those renders stay synchronous.
 */
export const editorNotices = lazyModule(() => import('./editor-notices'));

export function LazyBlockErrorNotice(props: BlockErrorNoticeProps) {
  const notices = useLazyModule(editorNotices);
  return notices ? <notices.BlockErrorNotice {...props} /> : null;
}

export function LazyCustomStylesNotice() {
  const notices = useLazyModule(editorNotices);
  return notices ? <notices.CustomStylesNotice /> : null;
}

export function LazySettingsProblemsNotice(props: SettingsProblemsNoticeProps) {
  const notices = useLazyModule(editorNotices);
  return notices ? <notices.SettingsProblemsNotice {...props} /> : null;
}

export function LazyUnknownBlockNotice(props: UnknownBlockNoticeProps) {
  const notices = useLazyModule(editorNotices);
  return notices ? <notices.UnknownBlockNotice {...props} /> : null;
}
