import { personName } from '@iper/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createTransport, type Transporter } from 'nodemailer';
import type { Database } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind:
    | 'password-reset'
    | 'welcome'
    | 'password-changed'
    | 'account-exists'
    | 'newsletter-subscribed'
    | 'newsletter-already-subscribed'
    | 'new-device-sign-in'
    | 'two-factor-enabled'
    | 'two-factor-disabled';
}

export interface Mailer {
  /** Stores the mail in the outbox; with SMTP configured it is also delivered, in the background. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Mail goes through the `mail_outbox` table first, so nothing is lost when SMTP is down and
 * developers (and the e2e suite) can read what was sent without a mail server.
 */
export function createMailer(
  db: Kysely<Database>,
  options: { from: string; smtpUrl: string | undefined; log: FastifyBaseLogger },
): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? createTransport(options.smtpUrl)
    : undefined;
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, mail: OutgoingMail) {
    if (!transport) return;
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: new Date(), last_error: null })
        .where('id', '=', id)
        .execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      options.log.warn(
        { mailId: id, kind: mail.kind },
        'mail delivery failed; it stays in the outbox',
      );
      await db
        .updateTable('mail_outbox')
        .set({ last_error: message.slice(0, 500) })
        .where('id', '=', id)
        .execute();
    }
  }

  return {
    async send(mail) {
      const row = await db
        .insertInto('mail_outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          kind: mail.kind,
          sent_at: null,
          last_error: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const task = deliver(Number(row.id), mail).finally(() => pending.delete(task));
      pending.add(task);
    },
    close() {
      transport?.close();
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const PlainName = personName('Il nome');

/**
 * The name a mail may greet its recipient with, or undefined. Anyone can type any address and any
 * name, so text someone typed is printed only to an address its owner proved (`email_verified`:
 * a social provider's verified address, the demo accounts); mail to an address nobody verified
 * carries none (issue 32 #5). And only a plain name: one line, no link, whatever was stored before
 * the contracts' name rules (or came from a social provider).
 */
export function greetingName(user: {
  name: string | null | undefined;
  emailVerified: boolean;
}): string | undefined {
  if (!user.emailVerified || !user.name) return undefined;
  const parsed = PlainName.safeParse(user.name);
  return parsed.success ? parsed.data : undefined;
}

/** "Ciao Anna," or, without a name to print, "Ciao,". */
function greeting(name: string | undefined): { text: string; html: string } {
  return name
    ? { text: `Ciao ${name},`, html: `<p>Ciao ${escapeHtml(name)},</p>` }
    : { text: 'Ciao,', html: '<p>Ciao,</p>' };
}

/** `name`: what greetingName() allows, never a name as typed. */
export function passwordResetMail(
  to: string,
  name: string | undefined,
  link: string,
  ttlMinutes: number,
): OutgoingMail {
  const hello = greeting(name);
  return {
    to,
    kind: 'password-reset',
    subject: 'Reimposta la tua password Iper',
    text:
      `${hello.text}\n\nabbiamo ricevuto una richiesta di reimpostare la password del tuo account Iper.\n` +
      `Apri questo link entro ${ttlMinutes} minuti per sceglierne una nuova:\n${link}\n\n` +
      'Se non sei stato tu, ignora questa email: la tua password resta quella di prima.\n\nIper La grande i',
    html:
      `${hello.html}<p>abbiamo ricevuto una richiesta di reimpostare la password del tuo account Iper.</p>` +
      `<p><a href="${escapeHtml(link)}">Scegli una nuova password</a> (il link vale ${ttlMinutes} minuti).</p>` +
      '<p>Se non sei stato tu, ignora questa email: la tua password resta quella di prima.</p><p>Iper La grande i</p>',
  };
}

export function welcomeMail(
  to: string,
  name: string | undefined,
  cardNumber: string,
): OutgoingMail {
  const hello = greeting(name);
  return {
    to,
    kind: 'welcome',
    subject: 'Benvenuto in Iper: la tua Carta Vantaggi è attiva',
    text:
      `${hello.text}\n\nla registrazione è completa e la tua Carta Vantaggi numero ${cardNumber} è attiva.\n` +
      'Mostrala alla cassa per accumulare punti e ricevere le offerte a te riservate.\n\nIper La grande i',
    html:
      `${hello.html}<p>la registrazione è completa e la tua Carta Vantaggi numero <strong>${escapeHtml(cardNumber)}</strong> è attiva.</p>` +
      '<p>Mostrala alla cassa per accumulare punti e ricevere le offerte a te riservate.</p><p>Iper La grande i</p>',
  };
}

export function passwordChangedMail(to: string, name: string | undefined): OutgoingMail {
  const hello = greeting(name);
  return {
    to,
    kind: 'password-changed',
    subject: 'La password del tuo account Iper è cambiata',
    text: `${hello.text}\n\nla password del tuo account Iper è stata cambiata. Se non sei stato tu, scrivici subito.\n\nIper La grande i`,
    html: `${hello.html}<p>la password del tuo account Iper è stata cambiata. Se non sei stato tu, scrivici subito.</p><p>Iper La grande i</p>`,
  };
}

/** Two-step verification turned on or off (two-factor.routes.ts): the owner hears of either. */
export function twoFactorChangedMail(
  to: string,
  name: string | undefined,
  change: 'on' | 'off',
  privacyLink: string,
): OutgoingMail {
  const hello = greeting(name);
  const what =
    change === 'on'
      ? 'hai attivato la verifica in due passaggi: quando accedi con la password ti chiederemo anche il codice della tua app di autenticazione.'
      : 'la verifica in due passaggi del tuo account Iper è stata disattivata: per accedere basta di nuovo la password.';
  const notMe = `Se non sei stato tu, cambia subito la password e controlla i dispositivi collegati: ${privacyLink}`;
  return {
    to,
    kind: change === 'on' ? 'two-factor-enabled' : 'two-factor-disabled',
    subject:
      change === 'on'
        ? 'Verifica in due passaggi attivata'
        : 'Verifica in due passaggi disattivata',
    text: `${hello.text}\n\n${what}\n${notMe}\n\nIper La grande i`,
    html: `${hello.html}<p>${what}</p><p>Se non sei stato tu, cambia subito la password e <a href="${escapeHtml(privacyLink)}">controlla i dispositivi collegati</a>.</p><p>Iper La grande i</p>`,
  };
}

/** Sent instead of a second account: the registration answers as if it worked (no enumeration). */
export function accountExistsMail(
  to: string,
  name: string | undefined,
  publicUrl: string,
): OutgoingMail {
  const hello = greeting(name);
  const login = `${publicUrl}/accedi`;
  const forgotten = `${publicUrl}/password-dimenticata`;
  return {
    to,
    kind: 'account-exists',
    subject: 'Hai già un account Iper',
    text:
      `${hello.text}\n\nqualcuno (forse tu) ha provato a registrarsi su Iper con questo indirizzo email, ` +
      `ma hai già un account: non ne abbiamo creato un altro.\nAccedi da qui: ${login}\n` +
      `Non ricordi la password? Reimpostala: ${forgotten}\n\nSe non sei stato tu, ignora questa email.\n\nIper La grande i`,
    html:
      `${hello.html}<p>qualcuno (forse tu) ha provato a registrarsi su Iper con questo indirizzo email, ma hai già un account: non ne abbiamo creato un altro.</p>` +
      `<p><a href="${escapeHtml(login)}">Accedi</a> oppure <a href="${escapeHtml(forgotten)}">reimposta la password</a>.</p>` +
      '<p>Se non sei stato tu, ignora questa email.</p><p>Iper La grande i</p>',
  };
}

export function newsletterMail(to: string, alreadySubscribed: boolean): OutgoingMail {
  const text = alreadySubscribed
    ? 'questo indirizzo era già iscritto alla newsletter di Iper: continuerai a ricevere il volantino ogni giovedì.'
    : 'ti sei iscritto alla newsletter di Iper: riceverai il volantino ogni giovedì.';
  return {
    to,
    kind: alreadySubscribed ? 'newsletter-already-subscribed' : 'newsletter-subscribed',
    subject: alreadySubscribed
      ? 'Sei già iscritto alla newsletter Iper'
      : 'Iscrizione alla newsletter Iper',
    text: `Ciao,\n\n${text}\nSe non sei stato tu, ignora questa email.\n\nIper La grande i`,
    html: `<p>Ciao,</p><p>${text}</p><p>Se non sei stato tu, ignora questa email.</p><p>Iper La grande i</p>`,
  };
}

export interface NewDeviceSignIn {
  /** "Chrome su Android" (deviceLabelOf). */
  device: string;
  /** The address the sign-in came from (Fastify's request.ip). */
  ipAddress: string;
  at: Date;
  /** The password's, a passkey's or a social provider's sign-in. */
  method: 'password' | 'passkey' | 'google' | 'facebook' | 'apple';
  /** "Non sei stato tu?": ends that session, then the customer chooses a new password. */
  notMeLink: string;
}

const SIGN_IN_TIME = new Intl.DateTimeFormat('it-IT', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/Rome',
});

const SIGN_IN_METHOD: Record<NewDeviceSignIn['method'], string> = {
  password: 'con la password',
  passkey: 'con una passkey',
  google: 'con Google',
  facebook: 'con Facebook',
  apple: 'con Apple',
};

/** A sign-in from a browser that never signed in to this account before (known-device.ts). */
export function newDeviceSignInMail(
  to: string,
  name: string | undefined,
  signIn: NewDeviceSignIn,
): OutgoingMail {
  const hello = greeting(name);
  const when = SIGN_IN_TIME.format(signIn.at);
  const how = SIGN_IN_METHOD[signIn.method];
  const facts = [
    ['Dispositivo', signIn.device],
    ['Indirizzo IP', signIn.ipAddress],
    ['Quando', when],
  ] as const;
  return {
    to,
    kind: 'new-device-sign-in',
    subject: 'Nuovo accesso al tuo account Iper',
    text:
      `${hello.text}\n\nabbiamo registrato un accesso al tuo account Iper ${how} da un dispositivo che non conoscevamo.\n` +
      facts.map(([label, value]) => `${label}: ${value}`).join('\n') +
      `\n\nSe sei stato tu, non devi fare nulla.\nNon sei stato tu? Chiudi quell'accesso e scegli una nuova password: ${signIn.notMeLink}\n\nIper La grande i`,
    html:
      `${hello.html}<p>abbiamo registrato un accesso al tuo account Iper ${how} da un dispositivo che non conoscevamo.</p>` +
      `<ul>${facts.map(([label, value]) => `<li>${label}: ${escapeHtml(value)}</li>`).join('')}</ul>` +
      '<p>Se sei stato tu, non devi fare nulla.</p>' +
      `<p><a href="${escapeHtml(signIn.notMeLink)}">Non sei stato tu? Chiudi quell’accesso e scegli una nuova password</a></p><p>Iper La grande i</p>`,
  };
}
