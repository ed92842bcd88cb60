import type { Mail } from '../../platform/mail/mailer.ts';

/**
 * The mail the owner of an address gets when someone registers with it again. Register answers
 * the same whether or not the address had an account, so this mail is where the owner learns it.
 */
export const accountExistsMail = (to: string, publicUrl: string): Mail => ({
  to,
  subject: 'Someone tried to create a Rampart account with your email',
  text:
    `Hello,\n\nSomeone, perhaps you, tried to create a Rampart account with this email address. ` +
    `You already have one, so nothing was created or changed.\n\n` +
    `Sign in here: ${publicUrl}/auth/login\n\n` +
    `If you have forgotten your password, ask an administrator of your organisation. ` +
    `If it was not you, you can ignore this message.`,
});
