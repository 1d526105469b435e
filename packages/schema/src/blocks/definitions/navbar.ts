import { defineBlock } from '../define-block';
import { NAVBAR_ROLES } from '../options';
import { setting } from '../settings/setting';
import { appLink } from './default-links';

export const navbarBlock = defineBlock({
  type: 'navbar',
  title: 'Navbar',
  description: 'The top bar: logo, links per role and the language switch.',
  group: 'navigation',
  icon: 'menu',
  isGlobal: true,
  settings: {
    logo: setting.image({ tab: 'design', title: 'Logo', default: '' }),
    logoHeight: setting.number({
      tab: 'design',
      title: 'Logo height',
      description: 'Height of the logo in percent of the bar height.',
      min: 0,
      max: 300,
      unit: '%',
      default: 100,
    }),
    navLinks: setting.list({
      tab: 'content',
      title: 'Links',
      description:
        'One tab of links per role: guests, logged-in candidates and logged-in employers.',
      maxItems: NAVBAR_ROLES.length,
      itemLabel: 'role',
      fields: {
        role: setting.select({
          tab: 'content',
          title: 'Role',
          allowed: NAVBAR_ROLES,
          default: 'guest',
        }),
        links: setting.links({ tab: 'content', title: 'Links', default: [] }),
      },
      default: (locale) => [
        {
          role: 'guest',
          links: [
            appLink(locale, 'p-job-list', 'jobs'),
            appLink(locale, 'p-about', 'about'),
            appLink(locale, 'p-candidate-list', 'candidates'),
            appLink(locale, 'p-products', 'employers'),
            appLink(locale, 'p-login', 'logIn', 'secondary'),
            appLink(locale, 'p-register', 'signUp', 'primary'),
          ],
        },
        {
          role: 'candidate',
          links: [appLink(locale, 'p-account', 'myAccount'), appLink(locale, 'p-job-list', 'jobs')],
        },
        {
          role: 'employer',
          links: [
            appLink(locale, 'p-account', 'myAccount'),
            appLink(locale, 'p-candidate-list', 'candidates'),
          ],
        },
      ],
    }),
    showLangSwitch: setting.boolean({
      tab: 'configuration',
      title: 'Show language switch',
      default: false,
    }),
    fixed: setting.boolean({
      tab: 'layout',
      title: 'Fixed',
      description: 'Keep the bar at the top of the window while scrolling.',
      default: false,
    }),
  },
});
