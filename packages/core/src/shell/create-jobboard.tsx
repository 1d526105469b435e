import { shellMessages } from '../i18n/messages/shell-messages';
import { useBoardI18n } from '../i18n/use-board-i18n';
import { useBoardId } from './board-id';
import type { GateScreenProps } from './gate-screen-props';
import { hostKeepingUrl } from './host-keeping-url';
import { useScreenStyles } from './screen-styles';

/** /create-jobboard: the site is still a draft; the editor link keeps `?host`. */
export function CreateJobboard({ query, href }: GateScreenProps) {
  const { _ } = useBoardI18n();
  useScreenStyles();
  const headingId = useBoardId();
  return (
    <section className="jb-gate" aria-labelledby={headingId}>
      <h1 id={headingId}>{_(shellMessages.createJobboardTitle)}</h1>
      <p>{_(shellMessages.createJobboardText)}</p>
      <a className="jb-gate__link" href={href(hostKeepingUrl('/admin', query))}>
        {_(shellMessages.openEditor)}
      </a>
    </section>
  );
}
