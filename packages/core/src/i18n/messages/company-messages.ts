import { msg } from '@lingui/core/macro';

/**
 * Texts of the employer's companies and of the current company's users on the company tab
 * (client-companies.tsx, client-users.tsx, in the employer tabs' chunk). Loaded with the account
 * blocks (the `account` catalog part); field labels and failure texts are account-messages.ts's,
 * account-page-messages.ts's and error-messages.ts's.
 */
export const companyMessages = {
  companies: msg`Your companies`,
  /** Beside the company the employer works for now. */
  current: msg`You work for this company now`,
  switchTo: (name: string) => msg`Switch to ${name}`,
  switched: (name: string) => msg`You now work for ${name}.`,
  addCompany: msg`Add a company`,
  /** The label of the add form's name field, apart from the company details' name. */
  newCompanyName: msg`Name of the new company`,
  saveCompany: msg`Add company`,
  added: (name: string) => msg`${name} has been added. Switch to it to manage it.`,
  users: msg`Users of this company`,
  owner: msg`Owner`,
  /** Beside the logged-in user in the list of users. */
  you: msg`You`,
  remove: (name: string) => msg`Remove ${name}`,
  confirmRemove: (name: string) => msg`Remove ${name} from this company?`,
  removed: (name: string) => msg`${name} has been removed from this company.`,
  invite: msg`Invite a user`,
  inviteHint: msg`Someone who already has an employer account on this site is added at once; anyone else gets an email with a link to choose a password.`,
  sendInvite: msg`Send invitation`,
  invited: (email: string) =>
    msg`${email} has been added to this company and has been sent a mail.`,
};
