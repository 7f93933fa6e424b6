import type { LanguageCode, ReportAction } from '@koalarent/core';
import { escapeHtml, mailLanguage, mailText, type OutgoingMail } from '@koalarent/messaging/email';

/**
 * The two mails of the Reports queue (issue 26 §3), written by the gateway like the admin's other e-mails (the
 * admin waits for the answer): the reported member's warning, and the reporter's outcome. Each in the reader's
 * language; the greeting and sign-off are messaging's shared strings.
 */
const STRINGS = {
  en: {
    outcomeSubject: 'About your report',
    dismiss:
      'Thank you for your report. An administrator looked into it and found nothing that breaks the KoalaRent rules, so no action was taken.',
    hide_listing: 'Thank you for your report. An administrator looked into it and hid the listing.',
    lock_member:
      "Thank you for your report. An administrator looked into it and locked the member's account.",
    warn: 'Thank you for your report. An administrator looked into it and warned the member.',
    warningSubject: 'A warning about your KoalaRent account',
    warning:
      'Another member reported your account or one of your listings, and an administrator who reviewed the report is warning you. Please keep to the KoalaRent rules: honest listings, permitted items only and respectful messages.',
    repeat: 'If it happens again, your account may be locked.',
  },
  es: {
    outcomeSubject: 'Sobre tu denuncia',
    dismiss:
      'Gracias por tu denuncia. Un administrador la ha revisado y no ha encontrado nada que incumpla las normas de KoalaRent, así que no se ha tomado ninguna medida.',
    hide_listing: 'Gracias por tu denuncia. Un administrador la ha revisado y ha ocultado el anuncio.',
    lock_member:
      'Gracias por tu denuncia. Un administrador la ha revisado y ha bloqueado la cuenta del miembro.',
    warn: 'Gracias por tu denuncia. Un administrador la ha revisado y ha advertido al miembro.',
    warningSubject: 'Una advertencia sobre tu cuenta de KoalaRent',
    warning:
      'Otro miembro ha denunciado tu cuenta o uno de tus anuncios, y un administrador que ha revisado la denuncia te advierte. Respeta las normas de KoalaRent: anuncios honestos, solo artículos permitidos y mensajes respetuosos.',
    repeat: 'Si vuelve a ocurrir, tu cuenta podría ser bloqueada.',
  },
  fr: {
    outcomeSubject: 'À propos de votre signalement',
    dismiss:
      "Merci pour votre signalement. Un administrateur l'a examiné et n'a rien trouvé de contraire aux règles de KoalaRent ; aucune mesure n'a donc été prise.",
    hide_listing: "Merci pour votre signalement. Un administrateur l'a examiné et a masqué l'annonce.",
    lock_member:
      "Merci pour votre signalement. Un administrateur l'a examiné et a verrouillé le compte du membre.",
    warn: "Merci pour votre signalement. Un administrateur l'a examiné et a averti le membre.",
    warningSubject: 'Un avertissement concernant votre compte KoalaRent',
    warning:
      "Un autre membre a signalé votre compte ou l'une de vos annonces, et un administrateur qui a examiné le signalement vous adresse un avertissement. Merci de respecter les règles de KoalaRent : des annonces honnêtes, uniquement des objets autorisés et des messages respectueux.",
    repeat: 'Si cela se reproduit, votre compte pourra être verrouillé.',
  },
  de: {
    outcomeSubject: 'Zu deiner Meldung',
    dismiss:
      'Danke für deine Meldung. Ein Administrator hat sie geprüft und keinen Verstoß gegen die KoalaRent-Regeln gefunden; es wurde nichts unternommen.',
    hide_listing: 'Danke für deine Meldung. Ein Administrator hat sie geprüft und das Inserat ausgeblendet.',
    lock_member:
      'Danke für deine Meldung. Ein Administrator hat sie geprüft und das Konto des Mitglieds gesperrt.',
    warn: 'Danke für deine Meldung. Ein Administrator hat sie geprüft und das Mitglied verwarnt.',
    warningSubject: 'Eine Verwarnung zu deinem KoalaRent-Konto',
    warning:
      'Ein anderes Mitglied hat dein Konto oder eines deiner Inserate gemeldet, und ein Administrator hat die Meldung geprüft und verwarnt dich. Bitte halte dich an die KoalaRent-Regeln: ehrliche Inserate, nur erlaubte Artikel und respektvolle Nachrichten.',
    repeat: 'Wenn es wieder vorkommt, kann dein Konto gesperrt werden.',
  },
  zh: {
    outcomeSubject: '关于你的举报',
    dismiss: '感谢你的举报。管理员已审核，未发现违反 KoalaRent 规则的内容，因此未采取任何措施。',
    hide_listing: '感谢你的举报。管理员已审核并隐藏了该物品。',
    lock_member: '感谢你的举报。管理员已审核并锁定了该会员的账户。',
    warn: '感谢你的举报。管理员已审核并警告了该会员。',
    warningSubject: '关于你的 KoalaRent 账户的警告',
    warning:
      '另一位会员举报了你的账户或你的某个物品，审核该举报的管理员向你发出警告。请遵守 KoalaRent 规则：如实发布物品、只出租允许的物品、发送尊重他人的消息。',
    repeat: '如再次发生，你的账户可能会被锁定。',
  },
} satisfies Record<LanguageCode, Record<string, string>>;

interface Reader {
  email: string;
  fullName: string;
  language: unknown;
}

function mail(reader: Reader, subject: string, paragraphs: string[]): OutgoingMail {
  const language = mailLanguage(reader.language);
  const greeting = mailText(language, 'greeting', { name: reader.fullName });
  const signOff = mailText(language, 'signOff');
  const all = [greeting, ...paragraphs];
  return {
    to: reader.email,
    subject,
    text: `${all.join('\n\n')}\n\n${signOff}`,
    html: `<!doctype html><html><body>${all.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}\n<p>${escapeHtml(signOff)}</p></body></html>`,
  };
}

/** The reported member's warning, with a link to the rules. */
export function warningMail(member: Reader, termsUrl: string): OutgoingMail {
  const s = STRINGS[mailLanguage(member.language)];
  return mail(member, s.warningSubject, [s.warning, s.repeat, termsUrl]);
}

/** The reporter's outcome: what the admin did about their report. */
export function reportOutcomeMail(reporter: Reader, action: ReportAction): OutgoingMail {
  const s = STRINGS[mailLanguage(reporter.language)];
  return mail(reporter, s.outcomeSubject, [s[action]]);
}
