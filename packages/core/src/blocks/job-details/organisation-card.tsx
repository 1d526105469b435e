import type { Organisation } from '@jobboard/schema';
import type { MouseEvent } from 'react';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { jobDetailsMessages } from '../../i18n/messages/job-details-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardTheme } from '../../theme/use-board-theme';
import { isPlainLeftClick } from '../shared/board-link/is-plain-left-click';
import { pagePath } from '../shared/page-link';

/**
 * The job's organisation: logo (else the site's `organisation` default image), name, slogan and
 * a link to its page on the board.
 */
export function OrganisationCard({ organisation }: { organisation: Organisation }) {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  const theme = useBoardTheme();
  const logo = organisation.logo || theme.defaultImage('organisation');
  const path = organisation.slug
    ? pagePath(context, 'p-organisation', { detailKey: organisation.slug })
    : null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (path === null || !isPlainLeftClick(event)) return;
    event.preventDefault();
    context.navigate(path);
  };
  return (
    <section className="jb-job-details__card jb-job-details__organisation-card">
      {logo ? <img className="jb-job-details__card-logo" src={logo} alt="" /> : null}
      <h2>{organisation.name}</h2>
      {organisation.slogan ? <p>{organisation.slogan}</p> : null}
      {path === null ? null : (
        <a href={context.href(path)} onClick={onClick}>
          {_(jobDetailsMessages.moreAboutOrganisation(organisation.name))}
        </a>
      )}
    </section>
  );
}
