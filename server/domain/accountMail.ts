/**
 * The mails about a customer's account rather than one booking: the password reset link and the welcome link of an
 * account a booker opened. They speak the customer's profile language (the profile language rule, issue 34), else
 * the language the caller chose (the request's, the booking's); English text is the reference API's, byte for byte.
 * Pure: the caller sends them.
 */
import { SOURCE_LOCALE } from '../../src/api/wire/locales';
import type { Translator } from '../../src/i18n/translator';
import type { Mail } from '../gateways/mail';
import { mailHtml } from './mailHtml';

type Built = Omit<Mail, 'recipient'>;

/** A mail's text, with an HTML part carrying `lang` and `dir` in a language other than the source's. */
export function inLanguage(words: Translator, mail: Omit<Built, 'html'>): Built {
  return words.locale === SOURCE_LOCALE ? mail : { ...mail, html: mailHtml(mail.body, words.locale) };
}

export function passwordResetMail(
  words: Translator,
  facts: { company: string; firstname: string; link: string },
): Built {
  const w = words;
  return inLanguage(w, {
    kind: 'password-reset',
    subject: w.t('mail.reset.subject', { company: facts.company }),
    body: [
      w.t('mail.hello', { name: facts.firstname }),
      '',
      w.t('mail.reset.open'),
      facts.link,
      '',
      w.t('mail.reset.ignore'),
    ].join('\n'),
  });
}

export function welcomeMail(words: Translator, facts: { company: string; firstname: string; link: string }): Built {
  const w = words;
  return inLanguage(w, {
    kind: 'account-welcome',
    subject: w.t('mail.welcome.subject', { company: facts.company }),
    body: [
      w.t('mail.hello', { name: facts.firstname }),
      '',
      w.t('mail.welcome.opened', { company: facts.company }),
      '',
      w.t('mail.welcome.open'),
      facts.link,
      '',
      w.t('mail.welcome.ignore'),
    ].join('\n'),
  });
}
