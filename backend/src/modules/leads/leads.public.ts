/** What other modules may use of the leads module. */
export { EraseLeadsOfEmail } from './commands/erase-leads-of-email/erase-leads-of-email.command';
