export { createMailer, type Mailer, type MailerOptions, type MailMessage } from './create-mailer';
export { type MailboxMessage, readMailbox } from './read-mailbox';
