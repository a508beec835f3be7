// The password-reset code email, plain text, in the account's language: written when the email job
// sends it (the notifications module), for an address whose account is active then.
import { RESET_CODE_TTL_MINUTES } from '@domain/constants';
import type { Language } from '@domain/languages';
import type { AppContext } from '../../lib/app-context';
import { translator } from '../../lib/i18n';
import type { Mail } from '../../lib/mailer';
import { en } from './messages/en';
import { fil } from './messages/fil';
import { findUserByEmail } from './repository';

const speakerOf = translator({ en, fil });

export const resetMail = (
  user: { email: string; firstName: string; language: Language },
  code: string,
): Mail => {
  const { t } = speakerOf(user.language);
  const text = [
    user.firstName ? t('resetMail.greeting', { name: user.firstName }) : t('resetMail.greetingNoName'),
    '',
    t('resetMail.code', { code }),
    '',
    t('resetMail.enter', { minutes: RESET_CODE_TTL_MINUTES }),
    t('resetMail.ignore'),
    '',
    'Casa Alon Beach Resort',
  ].join('\n');
  return { to: user.email, subject: t('resetMail.subject'), text };
};

/** The reset email of `code` to `email`'s account, in its language; null without an active account. */
export const resetCodeMail = async (ctx: AppContext, email: string, code: string): Promise<Mail | null> => {
  const user = await findUserByEmail(ctx.deps.db, email);
  return user?.isActive ? resetMail(user, code) : null;
};
