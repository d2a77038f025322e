import { escapeHtml, PASSWORD_RESET_TTL_MS, type TAppLanguage } from '@crowdeck/core';
import type { TMail } from '../../lib/mailer';
import { mailHtml } from '../../lib/mail-language';

interface TResetTexts {
  subject: string;
  hello(name: string): string;
  asked: string;
  open: string;
  button: string;
  expires(hours: number): string;
  ignore: string;
}

/** The mail in each language of the apps. */
const TEXTS: Readonly<Record<TAppLanguage, TResetTexts>> = {
  en: {
    subject: 'Reset your Crowdeck password',
    hello: (name) => `Hello ${name},`,
    asked: 'Someone asked to reset the password of your Crowdeck account.',
    open: 'To choose a new password, open:',
    button: 'Choose a new password',
    expires: (h) => `The link expires in ${h === 1 ? '1 hour' : `${h} hours`} and works once.`,
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  de: {
    subject: 'Setze dein Crowdeck-Passwort zurück',
    hello: (name) => `Hallo ${name},`,
    asked: 'Jemand möchte das Passwort deines Crowdeck-Kontos zurücksetzen.',
    open: 'Um ein neues Passwort festzulegen, öffne:',
    button: 'Neues Passwort festlegen',
    expires: (h) =>
      `Der Link läuft in ${h === 1 ? '1 Stunde' : `${h} Stunden`} ab und funktioniert nur einmal.`,
    ignore:
      'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Crowdeck',
    hello: (name) => `Bonjour ${name},`,
    asked: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Crowdeck.',
    open: 'Pour choisir un nouveau mot de passe, ouvrez :',
    button: 'Choisir un nouveau mot de passe',
    expires: (h) =>
      `Le lien expire dans ${h === 1 ? '1 heure' : `${h} heures`} et ne fonctionne qu’une fois.`,
    ignore: 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.',
  },
  es: {
    subject: 'Restablece tu contraseña de Crowdeck',
    hello: (name) => `Hola, ${name}:`,
    asked: 'Alguien ha pedido restablecer la contraseña de tu cuenta de Crowdeck.',
    open: 'Para elegir una contraseña nueva, abre:',
    button: 'Elegir una contraseña nueva',
    expires: (h) =>
      `El enlace caduca en ${h === 1 ? '1 hora' : `${h} horas`} y solo funciona una vez.`,
    ignore: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
  },
  'pt-BR': {
    subject: 'Redefina sua senha do Crowdeck',
    hello: (name) => `Olá, ${name},`,
    asked: 'Alguém pediu para redefinir a senha da sua conta do Crowdeck.',
    open: 'Para escolher uma nova senha, abra:',
    button: 'Escolher uma nova senha',
    expires: (h) =>
      `O link expira em ${h === 1 ? '1 hora' : `${h} horas`} e funciona uma única vez.`,
    ignore: 'Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.',
  },
  ar: {
    subject: 'إعادة تعيين كلمة مرور Crowdeck',
    hello: (name) => `مرحبًا ${name}،`,
    asked: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك على Crowdeck.',
    open: 'لاختيار كلمة مرور جديدة، افتح:',
    button: 'اختيار كلمة مرور جديدة',
    expires: (h) => {
      const hours =
        h === 1 ? 'ساعة واحدة' : h === 2 ? 'ساعتين' : h <= 10 ? `${h} ساعات` : `${h} ساعة`;
      return `تنتهي صلاحية الرابط خلال ${hours} ولا يعمل إلا مرة واحدة.`;
    },
    ignore: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
  },
};

/** The password-reset mail, in `language`: plain text and simple HTML carrying the same link. */
export function buildResetPasswordMail(
  to: string,
  name: string,
  link: string,
  language: TAppLanguage = 'en',
): TMail {
  const t = TEXTS[language];
  const expires = t.expires(Math.round(PASSWORD_RESET_TTL_MS / 3_600_000));
  const text = [t.hello(name), '', `${t.asked} ${t.open}`, '', link, '', expires, t.ignore].join(
    '\n',
  );
  const html = mailHtml(
    language,
    `<p>${escapeHtml(t.hello(name))}</p>
<p>${escapeHtml(t.asked)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>
<p>${escapeHtml(expires)}<br>
${escapeHtml(t.ignore)}</p>`,
  );
  return { to, subject: t.subject, text, html, devLink: link };
}
