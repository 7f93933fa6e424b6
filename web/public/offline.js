// The offline page the service worker shows when a page cannot be reached: no app code, no member data, only these
// words in the language the visitor chose in the app (its stored choice, as the app reads it), else English.
const TEXT = {
  en: [
    'You are offline',
    'KoalaRent needs a connection to show listings, bookings and messages. Check your connection and try again.',
    'Try again',
  ],
  es: [
    'Estás sin conexión',
    'KoalaRent necesita conexión para mostrar anuncios, reservas y mensajes. Comprueba tu conexión e inténtalo de nuevo.',
    'Reintentar',
  ],
  fr: [
    'Vous êtes hors ligne',
    'KoalaRent a besoin d’une connexion pour afficher les annonces, les réservations et les messages. Vérifiez votre connexion et réessayez.',
    'Réessayer',
  ],
  de: [
    'Sie sind offline',
    'KoalaRent braucht eine Verbindung, um Angebote, Buchungen und Nachrichten zu zeigen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    'Erneut versuchen',
  ],
  zh: ['您已离线', 'KoalaRent 需要网络连接才能显示物品、预订和消息。请检查网络连接后重试。', '重试'],
};

function storedLanguage() {
  try {
    return window.localStorage.getItem('koalarent-language');
  } catch {
    return null;
  }
}

const stored = storedLanguage();
const lang = stored && Object.hasOwn(TEXT, stored) ? stored : 'en';
const [title, text, action] = TEXT[lang];
document.documentElement.lang = lang;
document.title = `${title} · KoalaRent`;
document.getElementById('offline-title').textContent = title;
document.getElementById('offline-text').textContent = text;
const retry = document.getElementById('offline-retry');
retry.textContent = action;
retry.addEventListener('click', () => window.location.reload());
