import type { IdentityDecision, LanguageCode } from '@koalarent/core';
import { escapeHtml, mailLanguage, mailText, type OutgoingMail } from '@koalarent/messaging/email';

/**
 * The member's mail about an identity check's decision (issue 26 §1), in their language, written by the gateway
 * like the admin's other e-mails. It names no document, photo or upload: only the outcome and a rejection's reason.
 */
const STRINGS = {
  en: {
    verifiedSubject: 'Your identity is verified',
    verified:
      'An administrator checked your identity document and your profile now shows ‘ID verified’. Thank you for helping members trust each other.',
    rejectedSubject: 'Your identity check was not accepted',
    rejected: 'An administrator looked at your identity check and could not accept it. The reason:',
    again: 'You can submit a new check from your profile at any time.',
  },
  es: {
    verifiedSubject: 'Tu identidad está verificada',
    verified:
      'Un administrador ha comprobado tu documento de identidad y tu perfil ya muestra «Identidad verificada». Gracias por ayudar a que los miembros confíen entre sí.',
    rejectedSubject: 'Tu verificación de identidad no ha sido aceptada',
    rejected:
      'Un administrador ha revisado tu verificación de identidad y no ha podido aceptarla. El motivo:',
    again: 'Puedes enviar una nueva verificación desde tu perfil cuando quieras.',
  },
  fr: {
    verifiedSubject: 'Votre identité est vérifiée',
    verified:
      'Un administrateur a vérifié votre pièce d’identité et votre profil affiche désormais « Identité vérifiée ». Merci d’aider les membres à se faire confiance.',
    rejectedSubject: 'Votre vérification d’identité n’a pas été acceptée',
    rejected:
      'Un administrateur a examiné votre vérification d’identité et n’a pas pu l’accepter. Le motif :',
    again: 'Vous pouvez envoyer une nouvelle vérification depuis votre profil à tout moment.',
  },
  de: {
    verifiedSubject: 'Deine Identität ist bestätigt',
    verified:
      'Ein Administrator hat deinen Ausweis geprüft, und dein Profil zeigt jetzt „Ausweis bestätigt“. Danke, dass du hilfst, dass Mitglieder einander vertrauen können.',
    rejectedSubject: 'Deine Identitätsprüfung wurde nicht angenommen',
    rejected:
      'Ein Administrator hat deine Identitätsprüfung angesehen und konnte sie nicht annehmen. Der Grund:',
    again: 'Du kannst jederzeit in deinem Profil eine neue Prüfung einreichen.',
  },
  zh: {
    verifiedSubject: '你的身份已通过验证',
    verified: '管理员已核验你的身份证件，你的个人资料现在显示“身份已验证”。感谢你帮助会员之间建立信任。',
    rejectedSubject: '你的身份验证未通过',
    rejected: '管理员审核了你的身份验证，但无法通过。原因：',
    again: '你可以随时在个人资料中重新提交验证。',
  },
} satisfies Record<LanguageCode, Record<string, string>>;

interface Reader {
  email: string;
  fullName: string;
  language: unknown;
}

/** The decision's mail: verified, or rejected with the admin's reason and how to try again. */
export function identityDecisionMail(
  member: Reader,
  decision: IdentityDecision,
  reason: string | null,
): OutgoingMail {
  const language = mailLanguage(member.language);
  const s = STRINGS[language];
  const paragraphs =
    decision === 'verified' ? [s.verified] : [s.rejected, reason ?? '', s.again].filter((p) => p !== '');
  const greeting = mailText(language, 'greeting', { name: member.fullName });
  const signOff = mailText(language, 'signOff');
  const all = [greeting, ...paragraphs];
  return {
    to: member.email,
    subject: decision === 'verified' ? s.verifiedSubject : s.rejectedSubject,
    text: `${all.join('\n\n')}\n\n${signOff}`,
    html: `<!doctype html><html><body>${all.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}\n<p>${escapeHtml(signOff)}</p></body></html>`,
  };
}
