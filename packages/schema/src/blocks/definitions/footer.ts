import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';
import { textFor } from '../texts/default-text';
import { appLink, socialLink } from './default-links';

export const footerBlock = defineBlock({
  type: 'footer',
  title: 'Footer',
  description: 'Columns of links or HTML at the bottom of every page.',
  group: 'navigation',
  icon: 'panel-bottom',
  isGlobal: true,
  settings: {
    showLangSwitcher: setting.boolean({
      tab: 'configuration',
      title: 'Show language switcher',
      default: false,
    }),
    footerLinks: setting.list({
      tab: 'content',
      title: 'Columns',
      description: 'One column per tab, with a title and either links or HTML.',
      maxItems: 12,
      itemLabel: 'title',
      fields: {
        name: setting.text({
          tab: 'content',
          title: 'Name',
          description: 'Identifies the column, e.g. social or menu.',
          maxLength: 50,
          default: '',
        }),
        title: setting.text({ tab: 'content', title: 'Title', default: '' }),
        contentType: setting.select({
          tab: 'content',
          title: 'Content',
          allowed: ['links', 'html'],
          default: 'links',
        }),
        // builder.md: custom and app links; the default social column's links are social links.
        links: setting.links({
          tab: 'content',
          title: 'Links',
          default: [],
          linkTypes: ['CUSTOM_LINK', 'APP_LINK', 'SOCIAL_LINK'],
        }),
        html: setting.html({ tab: 'content', title: 'HTML', default: '' }),
      },
      default: (locale) => [
        {
          name: 'social',
          title: textFor(locale, 'followUs'),
          contentType: 'links',
          links: [
            socialLink('FACEBOOK', 'Facebook', 'https://www.facebook.com'),
            socialLink('TWITTER', 'Twitter', 'https://twitter.com'),
            socialLink('LINKED_IN', 'LinkedIn', 'https://www.linkedin.com'),
          ],
          html: '',
        },
        {
          name: 'candidate',
          title: textFor(locale, 'forCandidates'),
          contentType: 'links',
          links: [
            appLink(locale, 'p-job-list', 'jobs'),
            appLink(locale, 'p-register', 'createAccount'),
            appLink(locale, 'p-account', 'myAccount'),
          ],
          html: '',
        },
        {
          name: 'employer',
          title: textFor(locale, 'forEmployers'),
          contentType: 'links',
          links: [
            appLink(locale, 'p-products', 'postJob'),
            appLink(locale, 'p-candidate-list', 'findCandidates'),
            appLink(locale, 'p-login', 'logIn'),
          ],
          html: '',
        },
        {
          name: 'menu',
          title: textFor(locale, 'menu'),
          contentType: 'links',
          links: [
            appLink(locale, 'p-home', 'home'),
            appLink(locale, 'p-about', 'about'),
            appLink(locale, 'p-news-list', 'news'),
            appLink(locale, 'p-terms-and-conditions', 'terms'),
            appLink(locale, 'p-privacy', 'privacy'),
          ],
          html: '',
        },
        {
          name: 'contact',
          title: textFor(locale, 'contact'),
          contentType: 'html',
          links: [],
          html: textFor(locale, 'contactHtml'),
        },
      ],
    }),
  },
});
