import type { Organisation } from '@jobboard/schema';
import { SafeHtml } from '../../html/safe-html';
import { collectionMessages } from '../../i18n/messages/collection-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardTheme } from '../../theme/use-board-theme';
import { FavouriteToggle } from '../shared/favourite-toggle/favourite-toggle';
import { OrganisationInfoItems } from './organisation-info-items';

export interface OrganisationProfileProps {
  organisation: Organisation;
}

/**
 * The organisation's header image, logo (else the site's `organisation` default image), name,
 * slogan, facts, about text and information.
 */
export function OrganisationProfile({ organisation }: OrganisationProfileProps) {
  const { _ } = useBoardI18n();
  const theme = useBoardTheme();
  const logo = organisation.logo || theme.defaultImage('organisation');
  const companyType = organisation.company_type
    ? _(collectionMessages.companyTypes[organisation.company_type])
    : '';
  return (
    <>
      {organisation.header ? (
        <img className="jb-organisation__header" src={organisation.header} alt="" />
      ) : null}
      <header className="jb-organisation__intro">
        {logo ? <img className="jb-organisation__logo" src={logo} alt="" /> : null}
        <div className="jb-organisation__titles">
          <h1 className="jb-organisation__name">{organisation.name}</h1>
          {organisation.slogan ? (
            <p className="jb-organisation__slogan">{organisation.slogan}</p>
          ) : null}
          {companyType ? <p className="jb-organisation__type">{companyType}</p> : null}
        </div>
        <FavouriteToggle kind="organisation" id={organisation.id} name={organisation.name} />
      </header>
      <dl className="jb-organisation__facts">
        {organisation.company_size ? (
          <>
            <dt>{_(collectionMessages.companySize)}</dt>
            <dd>{organisation.company_size}</dd>
          </>
        ) : null}
        {organisation.location_hq ? (
          <>
            <dt>{_(collectionMessages.headquarters)}</dt>
            <dd>{organisation.location_hq}</dd>
          </>
        ) : null}
      </dl>
      {organisation.text_about ? (
        <section className="jb-organisation__section">
          <h2>{_(collectionMessages.aboutOrganisation(organisation.name))}</h2>
          <SafeHtml html={organisation.text_about} className="jb-organisation__text" />
        </section>
      ) : null}
      <OrganisationInfoItems organisation={organisation} />
    </>
  );
}
