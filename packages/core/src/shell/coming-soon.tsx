import { shellMessages } from '../i18n/messages/shell-messages';
import { useBoardI18n } from '../i18n/use-board-i18n';
import { useBoardId } from './board-id';
import type { GateScreenProps } from './gate-screen-props';
import { hostKeepingUrl } from './host-keeping-url';
import { useScreenStyles } from './screen-styles';

/** /coming-soon: no API address was found for the host; retrying keeps `?host`. */
export function ComingSoon({ query, href, home = '/' }: GateScreenProps & { home?: string }) {
  const { _ } = useBoardI18n();
  useScreenStyles();
  const headingId = useBoardId();
  return (
    <section className="jb-gate" aria-labelledby={headingId}>
      <h1 id={headingId}>{_(shellMessages.comingSoonTitle)}</h1>
      <p>{_(shellMessages.comingSoonText)}</p>
      <a className="jb-gate__link" href={href(hostKeepingUrl(home, query))}>
        {_(shellMessages.retry)}
      </a>
    </section>
  );
}
