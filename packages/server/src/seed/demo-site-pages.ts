// The demo board's site: the default pages dressed for the demo, and a contact page.
import {
  type Block,
  createDefaultSite,
  defaultBlockSettings,
  type Page,
  type Site,
  SUPPORTED_LOCALES,
  toSettingsLocale,
} from '@jobboard/schema';
import { demoHeroImage, demoLogo } from './demo-image';

/**
 * The default site in the three locales, with a logo and the language switch in the navbar
 * (so every page has a way home at the top), languages named
 * rather than flagged (flag emoji need a font many systems lack), Dutch job dates and a
 * background behind the home page's search.
 */
export function demoSite(siteId: number): Site {
  const site = createDefaultSite({ locales: SUPPORTED_LOCALES, id: siteId });
  for (const page of site.pages) {
    for (const block of page.blocks) {
      if (block.name === 'footer') {
        for (const entry of block.settings)
          entry.settings = demoFooter(entry.settings, entry.locale);
      }
      if (block.name === 'search-job' && page.key === 'p-home') {
        for (const entry of block.settings)
          entry.settings = { ...entry.settings, image: demoHeroImage() };
      }
      if (block.name !== 'navbar') continue;
      for (const entry of block.settings) {
        entry.settings = {
          ...demoNavbar(entry.settings, entry.locale),
          showLangSwitch: true,
          logo: demoLogo(),
        };
      }
    }
  }
  // Dates as the Dutch write them (the spec's default is the American MM/dd/yyyy), and the terms
  // that registration asks to accept, linking to the site's terms and privacy pages.
  const demoSettings: Record<string, unknown> = {
    flagsToText: true,
    jobDateFormat: 'dd-MM-yyyy',
    termsTextCandidate: DEMO_TERMS,
    termsTextEmployer: DEMO_TERMS,
  };
  site.settings = site.settings.map((item) =>
    item.key in demoSettings ? { ...item, value: demoSettings[item.key] } : item,
  );
  site.pages.push(contactPage(site));
  return site;
}

/** The registration's terms text, by locale: links filled in by the board (`#terms_url#`). */
const DEMO_TERMS: Record<string, string> = {
  nl: '<p>Lees onze <a href="#terms_url#">algemene voorwaarden</a> en ons <a href="#privacy_url#">privacybeleid</a>.</p>',
  'en-US':
    '<p>Read our <a href="#terms_url#">terms and conditions</a> and our <a href="#privacy_url#">privacy policy</a>.</p>',
  ro: '<p>Citește <a href="#terms_url#">termenii și condițiile</a> și <a href="#privacy_url#">politica de confidențialitate</a>.</p>',
};

/** The guest navbar's dropdown of the demo's other pages, by the settings' locale code. */
const NAVBAR_MORE: Record<
  string,
  { more: string; news: string; searches: string; prefix: string }
> = {
  NL: { more: 'Meer', news: 'Nieuws', searches: 'Vacatures zoeken', prefix: '' },
  'EN-US': { more: 'More', news: 'News', searches: 'Job searches', prefix: '/en-US' },
  RO: { more: 'Mai mult', news: 'Noutăți', searches: 'Căutări', prefix: '/ro' },
};

/**
 * The guest's navbar links with a dropdown in the place of "About us", holding it and the news,
 * the landing pages and the contact page (which otherwise only the footer links to): seven links
 * and the language switch did not fit on one row at 1280 px, in nl and ro.
 */
function demoNavbar(settings: Record<string, unknown>, locale: string): Record<string, unknown> {
  const texts = NAVBAR_MORE[locale.toUpperCase()];
  const tabs = settings.navLinks;
  if (!texts || !Array.isArray(tabs)) return settings;
  const navLinks = tabs.map((tab: Record<string, unknown>) => {
    if (tab.role !== 'guest' || !Array.isArray(tab.links)) return tab;
    const links = [...tab.links];
    const at = links.findIndex((link) => link?.pageId === 'p-about');
    const about = links[at];
    if (at < 0 || !about) return tab;
    links.splice(at, 1, {
      linkType: 'DROPDOWN',
      name: texts.more,
      children: [
        about,
        { linkType: 'APP_LINK', name: texts.news, pageId: 'p-news-list' },
        { linkType: 'APP_LINK', name: texts.searches, pageId: 'p-landing-pages' },
        { linkType: 'CUSTOM_LINK', name: 'Contact', link: `${texts.prefix}/contact` },
      ],
    });
    return { ...tab, links };
  });
  return { ...settings, navLinks };
}

/** The footer's texts the demo adds, by the settings' locale code. */
const FOOTER_LINKS: Record<string, { searches: string; contact: string; prefix: string }> = {
  NL: { searches: 'Vacatures zoeken', contact: 'Stel je vraag', prefix: '' },
  'EN-US': { searches: 'Job searches', contact: 'Ask your question', prefix: '/en-US' },
  RO: { searches: 'Căutări de locuri de muncă', contact: 'Pune o întrebare', prefix: '/ro' },
};

/**
 * The footer with a way to every demo page: the landing pages in the menu column, and the
 * contact column a link to the contact page (the default has a sentence without a link).
 */
function demoFooter(settings: Record<string, unknown>, locale: string): Record<string, unknown> {
  const texts = FOOTER_LINKS[locale.toUpperCase()];
  const columns = settings.footerLinks;
  if (!texts || !Array.isArray(columns)) return settings;
  const footerLinks = columns.map((column: Record<string, unknown>) => {
    const links = Array.isArray(column.links) ? column.links : [];
    if (column.name === 'menu') {
      return {
        ...column,
        links: [
          ...links,
          { linkType: 'APP_LINK', name: texts.searches, pageId: 'p-landing-pages' },
        ],
      };
    }
    if (column.name === 'contact') {
      const link = {
        linkType: 'CUSTOM_LINK',
        name: texts.contact,
        link: `${texts.prefix}/contact`,
      };
      return { ...column, contentType: 'links', links: [link] };
    }
    return column;
  });
  return { ...settings, footerLinks };
}

const CONTACT_TEXTS = {
  nl: { page_label: 'Contact', page_title: 'Contact', page_description: 'Stel ons je vraag.' },
  'en-US': {
    page_label: 'Contact',
    page_title: 'Contact',
    page_description: 'Ask us your question.',
  },
  ro: { page_label: 'Contact', page_title: 'Contact', page_description: 'Pune-ne o întrebare.' },
} as const;

/** The questions under the contact form, by locale. */
const DEMO_QUESTIONS: Record<
  (typeof SUPPORTED_LOCALES)[number],
  { question: string; answer: string }[]
> = {
  nl: [
    {
      question: 'Wat kost solliciteren?',
      answer: '<p>Niets: solliciteren en een account zijn gratis voor kandidaten.</p>',
    },
    {
      question: 'Kan ik zonder account solliciteren?',
      answer: '<p>Ja. Met een account bewaar je wel je cv, favorieten en vacaturealerts.</p>',
    },
    {
      question: 'Hoe plaats ik een vacature?',
      answer: '<p>Maak een werkgeversaccount aan en kies een product onder Werkgevers.</p>',
    },
  ],
  'en-US': [
    {
      question: 'What does applying cost?',
      answer: '<p>Nothing: applying and an account are free for candidates.</p>',
    },
    {
      question: 'Can I apply without an account?',
      answer: '<p>Yes. An account keeps your resume, favorites and job alerts.</p>',
    },
    {
      question: 'How do I post a job?',
      answer: '<p>Create an employer account and choose a product under Employers.</p>',
    },
  ],
  ro: [
    {
      question: 'Cât costă aplicarea?',
      answer: '<p>Nimic: aplicarea și contul sunt gratuite pentru candidați.</p>',
    },
    {
      question: 'Pot aplica fără cont?',
      answer: '<p>Da. Un cont îți păstrează CV-ul, favoritele și alertele de locuri de muncă.</p>',
    },
    {
      question: 'Cum public un anunț?',
      answer: '<p>Creează un cont de angajator și alege un produs la Angajatori.</p>',
    },
  ],
};

/**
 * A generic page at /contact with the contact block and questions under it, between the site's
 * navbar and footer. Its `emailTo` stays empty, so forms go to the board's own address
 * ({@link DEMO_BOARD_EMAIL} of demo-board.ts).
 */
function contactPage(site: Site): Page {
  const pageId = Math.max(...site.pages.map((page) => page.id)) + 1;
  let blockId = Math.max(...site.pages.flatMap((page) => page.blocks.map((block) => block.id)));
  const shared = (name: string): Block => {
    const block = site.pages[0]?.blocks.find((item) => item.name === name);
    if (!block) throw new Error(`The default home page has no ${name}`);
    return structuredClone(block);
  };
  /** A content block of the page, its settings per locale the catalogue's defaults and `extra`. */
  const contentBlock = (
    name: 'contact' | 'faq',
    order: number,
    icon: string,
    extra: (locale: (typeof SUPPORTED_LOCALES)[number]) => Record<string, unknown> = () => ({}),
  ): Block => {
    const id = ++blockId;
    return {
      id,
      key: `${name}-${id}`,
      name,
      order,
      page_id: pageId,
      isGlobal: false,
      isPreset: false,
      blockGroup: 'content',
      icon,
      settings: SUPPORTED_LOCALES.map((locale) => ({
        block_id: id,
        locale: toSettingsLocale(locale),
        settings: { ...defaultBlockSettings(name, locale), ...extra(locale) },
        version: 1,
        isGlobal: false,
      })),
    };
  };
  const contact = contentBlock('contact', 1, 'mail');
  const faq = contentBlock('faq', 2, 'circle-help', (locale) => ({
    questions: DEMO_QUESTIONS[locale],
  }));
  const navbar = { ...shared('navbar'), order: 0, page_id: pageId };
  const footer = { ...shared('footer'), order: 3, page_id: pageId };
  return {
    id: pageId,
    key: 'p-generic',
    path: JSON.stringify(
      Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, 'contact'])),
    ),
    settings: SUPPORTED_LOCALES.map((locale) => ({
      page_id: pageId,
      locale: toSettingsLocale(locale),
      settings: { ...CONTACT_TEXTS[locale] },
    })),
    blocks: [navbar, contact, faq, footer],
  };
}
