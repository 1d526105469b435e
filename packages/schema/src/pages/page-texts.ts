import { resolveCatalogueLocale } from '../blocks/catalogue-locale';
import type { Locale, SupportedLocale } from '../locale';
import type { PageType } from './page-type';

/** The per-locale page settings: the name in the page list, the `<title>` and the meta description. */
export interface PageTexts {
  page_label: string;
  page_title: string;
  page_description: string;
}

type Texts = [label: string, title: string, description: string];

const TEXTS: Readonly<Record<PageType, Readonly<Record<SupportedLocale, Texts>>>> = {
  'p-generic': {
    nl: ['Nieuwe pagina', 'Nieuwe pagina', 'Een nieuwe pagina van deze vacaturesite.'],
    'en-US': ['New page', 'New page', 'A new page of this job board.'],
    ro: ['Pagină nouă', 'Pagină nouă', 'O pagină nouă a acestui site de locuri de muncă.'],
  },
  'p-home': {
    nl: ['Home', 'Vacatures zoeken', 'Vind je nieuwe baan tussen de nieuwste vacatures.'],
    'en-US': ['Home', 'Find jobs', 'Find your next job among the latest vacancies.'],
    ro: [
      'Acasă',
      'Caută locuri de muncă',
      'Găsește-ți următorul loc de muncă printre cele mai noi oferte.',
    ],
  },
  'p-login': {
    nl: ['Inloggen', 'Inloggen', 'Log in op je account.'],
    'en-US': ['Login', 'Log in', 'Log in to your account.'],
    ro: ['Autentificare', 'Autentificare', 'Autentifică-te în contul tău.'],
  },
  'p-register': {
    nl: ['Registreren', 'Account aanmaken', 'Maak een account aan als kandidaat of werkgever.'],
    'en-US': ['Register', 'Create an account', 'Create an account as a candidate or an employer.'],
    ro: ['Înregistrare', 'Creează un cont', 'Creează un cont de candidat sau de angajator.'],
  },
  'p-password-forgot': {
    nl: [
      'Wachtwoord vergeten',
      'Wachtwoord vergeten',
      'Vraag een link aan om je wachtwoord opnieuw in te stellen.',
    ],
    'en-US': ['Forgot password', 'Forgot password', 'Request a link to reset your password.'],
    ro: ['Parolă uitată', 'Parolă uitată', 'Cere un link pentru a-ți reseta parola.'],
  },
  'p-password-change': {
    nl: [
      'Wachtwoord wijzigen',
      'Wachtwoord wijzigen',
      'Kies een nieuw wachtwoord voor je account.',
    ],
    'en-US': ['Change password', 'Change password', 'Choose a new password for your account.'],
    ro: ['Schimbă parola', 'Schimbă parola', 'Alege o parolă nouă pentru contul tău.'],
  },
  'p-account': {
    nl: ['Mijn account', 'Mijn account', 'Beheer je profiel, vacatures en instellingen.'],
    'en-US': ['My account', 'My account', 'Manage your profile, jobs and settings.'],
    ro: ['Contul meu', 'Contul meu', 'Gestionează-ți profilul, locurile de muncă și setările.'],
  },
  'p-job-list': {
    nl: ['Vacatures', 'Alle vacatures', 'Zoek en filter alle openstaande vacatures.'],
    'en-US': ['Job list', 'All jobs', 'Search and filter all open jobs.'],
    ro: [
      'Locuri de muncă',
      'Toate locurile de muncă',
      'Caută și filtrează toate locurile de muncă disponibile.',
    ],
  },
  'p-job-details': {
    nl: ['Vacature', 'Vacature', 'Lees alles over deze vacature en solliciteer direct.'],
    'en-US': ['Job details', 'Job details', 'Read all about this job and apply right away.'],
    ro: [
      'Detalii loc de muncă',
      'Detalii loc de muncă',
      'Află totul despre acest loc de muncă și aplică imediat.',
    ],
  },
  'p-organisation': {
    nl: ['Bedrijf', 'Bedrijfsprofiel', 'Leer dit bedrijf kennen en bekijk de vacatures.'],
    'en-US': ['Company', 'Company profile', 'Get to know this company and see its jobs.'],
    ro: [
      'Companie',
      'Profilul companiei',
      'Cunoaște această companie și vezi locurile ei de muncă.',
    ],
  },
  'p-products': {
    nl: [
      'Adverteren',
      'Adverteren voor werkgevers',
      'Plaats je vacatures en bereik de juiste kandidaten.',
    ],
    'en-US': [
      'Products',
      'Products for employers',
      'Post your jobs and reach the right candidates.',
    ],
    ro: [
      'Produse',
      'Produse pentru angajatori',
      'Publică anunțuri și ajunge la candidații potriviți.',
    ],
  },
  'p-manage-job-alert': {
    nl: ['Vacaturealert', 'Vacaturealert beheren', 'Beheer je vacaturealerts.'],
    'en-US': ['Job alert', 'Manage job alert', 'Manage your job alerts.'],
    ro: [
      'Alertă de locuri de muncă',
      'Gestionează alerta',
      'Gestionează-ți alertele de locuri de muncă.',
    ],
  },
  'p-terms-and-conditions': {
    nl: ['Voorwaarden', 'Algemene voorwaarden', 'De algemene voorwaarden van deze vacaturesite.'],
    'en-US': [
      'Terms and conditions',
      'Terms and conditions',
      'The terms and conditions of this job board.',
    ],
    ro: ['Termeni și condiții', 'Termeni și condiții', 'Termenii și condițiile acestui site.'],
  },
  'p-not-found-error': {
    nl: ['Niet gevonden', 'Pagina niet gevonden', 'Deze pagina bestaat niet.'],
    'en-US': ['Not found', 'Page not found', 'This page does not exist.'],
    ro: ['Negăsită', 'Pagina nu a fost găsită', 'Această pagină nu există.'],
  },
  'p-cms-article': {
    nl: ['Nieuwsartikel', 'Nieuwsartikel', 'Lees het volledige artikel.'],
    'en-US': ['Article', 'Article', 'Read the full article.'],
    ro: ['Articol', 'Articol', 'Citește articolul complet.'],
  },
  'p-candidate-list': {
    nl: ['Kandidaten', 'Kandidaten zoeken', 'Zoek kandidaten die passen bij je vacature.'],
    'en-US': ['Candidate list', 'Find candidates', 'Find candidates who fit your job.'],
    ro: ['Candidați', 'Caută candidați', 'Găsește candidații potriviți pentru postul tău.'],
  },
  'p-candidate-details': {
    nl: ['Kandidaat', 'Kandidaatprofiel', 'Bekijk het profiel van deze kandidaat.'],
    'en-US': ['Candidate details', 'Candidate profile', 'See the profile of this candidate.'],
    ro: ['Detalii candidat', 'Profilul candidatului', 'Vezi profilul acestui candidat.'],
  },
  'p-landing-pages': {
    nl: [
      'Vacatures zoeken',
      'Vacatures per onderwerp',
      'Vacatures gebundeld per beroep, regio of branche.',
    ],
    'en-US': ['Landing pages', 'Jobs by topic', 'Jobs grouped by occupation, region or industry.'],
    ro: [
      'Pagini tematice',
      'Locuri de muncă pe teme',
      'Locuri de muncă grupate pe meserii, regiuni sau domenii.',
    ],
  },
  'p-about': {
    nl: ['Over ons', 'Over ons', 'Wie wij zijn en waarom deze vacaturesite bestaat.'],
    'en-US': ['About', 'About us', 'Who we are and why this job board exists.'],
    ro: ['Despre noi', 'Despre noi', 'Cine suntem și de ce există acest site de locuri de muncă.'],
  },
  'p-news-list': {
    nl: ['Nieuws', 'Nieuws', 'Het laatste nieuws en de nieuwste artikelen.'],
    'en-US': ['News', 'News', 'The latest news and articles.'],
    ro: ['Noutăți', 'Noutăți', 'Ultimele noutăți și articole.'],
  },
  'p-privacy': {
    nl: ['Privacy', 'Privacyverklaring', 'Hoe deze vacaturesite met je gegevens omgaat.'],
    'en-US': ['Privacy', 'Privacy statement', 'How this job board handles your data.'],
    ro: [
      'Confidențialitate',
      'Declarație de confidențialitate',
      'Cum folosește acest site datele tale.',
    ],
  },
};

/**
 * The default label, title and description of a page type in a locale. Locales without their
 * own texts get those of the same language or the default locale, as block defaults do.
 */
export function defaultPageTexts(pageType: PageType, locale: Locale): PageTexts {
  const [page_label, page_title, page_description] =
    TEXTS[pageType][resolveCatalogueLocale(locale)];
  return { page_label, page_title, page_description };
}
