import type { BlockType } from '@jobboard/schema';

/**
 * What the block catalogue's one-line descriptions leave out, for docs/blocks.md: the blocks whose
 * behaviour takes a paragraph to tell. The catalogue ships with the schema (the editor shows its
 * descriptions), so its descriptions stay short; these ship with nothing.
 */
export const BLOCK_DOC_NOTES: Readonly<Partial<Record<BlockType, string>>> = {
  account:
    "The account of the logged-in candidate or employer, one tab per section. A candidate has a dashboard with how complete their profile is, their profile (with their addresses, a download of their data and the deletion of the account), favourites, job alerts, resume, the applications they sent and the contact requests of employers; an employer has a dashboard, their profile, their jobs (written, published, paused and deleted there), the applications to them (with the CVs to download), a web shop of the board's products, the candidates they asked to contact, the organisations their company manages, their company (credits and contracts, details and addresses) and the tokens they give multiposters.",
  'candidate-details':
    "The profile of the candidate in the page's address: position, place, travel distance, minimum salary, availability, description, work experience, education and segments. A logged-in employer asks to contact the candidate with an introduction (buying the resume); the candidate accepts or declines in their account, and once accepted the employer sees their name, email, phone and resume file. Visitors and candidates read that this needs an employer account, with links to log in or register as an employer that come back to the profile.",
  products:
    'The job posting products employers can order, as cards or a list. A guest orders in a dialog (company, name, email, phone, invoice email, PO number, billing address, and the payment method when the board offers more than one) and gets an order number; a logged-in employer chooses the payment method and PO number and may be sent on to the payment provider, coming back to a notice of how the payment went; a candidate is told that ordering needs an employer account.',
  'candidate-list':
    "The candidates found by the search in the page's address (the job search block's keyword, place and radius, sent to this page), a page at a time, each with their position linking to their profile, place, travel distance, minimum salary, availability and the start of their description. Visitors and candidates see the public search, which holds no names or contact details; a logged-in employer sees which candidates they asked to contact.",
};
