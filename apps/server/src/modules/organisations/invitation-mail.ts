import { escapeHtml, type TAppLanguage } from '@crowdeck/core';
import type { TMail } from '../../lib/mailer';
import { mailHtml } from '../../lib/mail-language';

/** Days an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;

interface TInvitationTexts {
  subject(organisation: string): string;
  hello: string;
  /** Who invites to what (given as escaped HTML in the HTML part). */
  invites(inviter: string, organisation: string): string;
  open: string;
  button: string;
  signIn(address: string): string;
  expires(days: number): string;
  ignore: string;
}

/** The mail in each language of the apps. */
const TEXTS: Readonly<Record<TAppLanguage, TInvitationTexts>> = {
  en: {
    subject: (org) => `Join ${org} on Crowdeck`,
    hello: 'Hello,',
    invites: (who, org) => `${who} invites you to join ${org} on Crowdeck.`,
    open: 'To accept, open:',
    button: 'Accept the invitation',
    signIn: (address) => `Sign in (or create your account) with this address, ${address}.`,
    expires: (days) => `The link works once and expires in ${days} days.`,
    ignore: 'If you did not expect this, ignore this mail.',
  },
  de: {
    subject: (org) => `Tritt ${org} auf Crowdeck bei`,
    hello: 'Hallo,',
    invites: (who, org) => `${who} lädt dich ein, ${org} auf Crowdeck beizutreten.`,
    open: 'Zum Annehmen öffne:',
    button: 'Einladung annehmen',
    signIn: (address) => `Melde dich mit dieser Adresse an (oder erstelle dein Konto): ${address}.`,
    expires: (days) => `Der Link funktioniert nur einmal und läuft in ${days} Tagen ab.`,
    ignore: 'Wenn du das nicht erwartet hast, ignoriere diese E-Mail.',
  },
  fr: {
    subject: (org) => `Rejoignez ${org} sur Crowdeck`,
    hello: 'Bonjour,',
    invites: (who, org) => `${who} vous invite à rejoindre ${org} sur Crowdeck.`,
    open: 'Pour accepter, ouvrez :',
    button: 'Accepter l’invitation',
    signIn: (address) => `Connectez-vous (ou créez votre compte) avec cette adresse : ${address}.`,
    expires: (days) => `Le lien ne fonctionne qu’une fois et expire dans ${days} jours.`,
    ignore: 'Si vous ne vous y attendiez pas, ignorez ce message.',
  },
  es: {
    subject: (org) => `Únete a ${org} en Crowdeck`,
    hello: 'Hola:',
    invites: (who, org) => `${who} te invita a unirte a ${org} en Crowdeck.`,
    open: 'Para aceptar, abre:',
    button: 'Aceptar la invitación',
    signIn: (address) => `Inicia sesión (o crea tu cuenta) con esta dirección: ${address}.`,
    expires: (days) => `El enlace solo funciona una vez y caduca en ${days} días.`,
    ignore: 'Si no lo esperabas, ignora este correo.',
  },
  'pt-BR': {
    subject: (org) => `Participe de ${org} no Crowdeck`,
    hello: 'Olá,',
    invites: (who, org) => `${who} convidou você para participar de ${org} no Crowdeck.`,
    open: 'Para aceitar, abra:',
    button: 'Aceitar o convite',
    signIn: (address) => `Entre (ou crie sua conta) com este endereço: ${address}.`,
    expires: (days) => `O link funciona uma única vez e expira em ${days} dias.`,
    ignore: 'Se você não esperava por isso, ignore este e-mail.',
  },
  ar: {
    subject: (org) => `انضم إلى ${org} على Crowdeck`,
    hello: 'مرحبًا،',
    invites: (who, org) => `يدعوك ${who} للانضمام إلى ${org} على Crowdeck.`,
    open: 'للقبول، افتح:',
    button: 'قبول الدعوة',
    signIn: (address) => `سجّل الدخول (أو أنشئ حسابك) بهذا العنوان: ${address}.`,
    expires: (days) =>
      `لا يعمل الرابط إلا مرة واحدة وتنتهي صلاحيته خلال ${days} ${days <= 10 ? 'أيام' : 'يومًا'}.`,
    ignore: 'إن لم تكن تتوقع ذلك، فتجاهل هذه الرسالة.',
  },
};

/** The invitation mail, in `language`: plain text and simple HTML carrying the same single-use link. */
export function buildInvitationMail(
  to: string,
  organisation: string,
  inviter: string,
  link: string,
  language: TAppLanguage = 'en',
): TMail {
  const t = TEXTS[language];
  const expires = t.expires(INVITATION_TTL_DAYS);
  const text = [
    t.hello,
    '',
    `${t.invites(inviter, organisation)} ${t.open}`,
    '',
    link,
    '',
    `${t.signIn(to)} ${expires}`,
    t.ignore,
  ].join('\n');
  const html = mailHtml(
    language,
    `<p>${escapeHtml(t.hello)}</p>
<p>${t.invites(escapeHtml(inviter), `<strong>${escapeHtml(organisation)}</strong>`)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>
<p>${escapeHtml(t.signIn(to))} ${escapeHtml(expires)}<br>
${escapeHtml(t.ignore)}</p>`,
  );
  return { to, subject: t.subject(organisation), text, html, devLink: link };
}
