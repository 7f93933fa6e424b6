import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  label: 'Buchungsverlauf',
  steps: {
    requested: 'Angefragt',
    approved: 'Bestätigt',
    readyForPickup: 'Abholbereit',
    shipped: 'Versandt',
    withYou: 'Bei dir',
    withRenter: 'Beim Mieter',
    returned: 'Zurückgegeben',
    conditionConfirmed: 'Zustand bestätigt',
    rejected: 'Abgelehnt',
    expired: 'Abgelaufen',
    cancelled: 'Storniert',
  },
  plan: {
    from: 'ab {{date}}',
    by: 'bis {{date}}',
  },
  state: {
    done: 'erledigt',
    upcoming: 'ausstehend',
  },
  theOwner: 'der Vermieter',
  theRenter: 'der Mieter',
  next: {
    renter: {
      awaitApproval: 'Warten auf die Bestätigung von {{name}} — {{name}} hat Zeit bis {{deadline}}',
      expiring: '{{name}} hat nicht rechtzeitig geantwortet: Diese Anfrage ist abgelaufen',
      pickUp: 'Abholen bei {{place}} ab {{date}}',
      ship: 'Warten auf den Versand durch {{name}} (Miete ab {{date}})',
      inTransit: 'Unterwegs von {{name}} — markiere es bei Ankunft als erhalten',
      returnBy: 'Zurückgeben bis {{date}}',
      overdue: 'Überfällig: Rückgabe war am {{date}} — gib es so bald wie möglich zurück',
      claimOpen: '{{name}} hat einen Schaden gemeldet: Antworte bis {{deadline}}',
      confirmCondition: 'Warten, bis {{name}} den Zustand bestätigt',
    },
    owner: {
      awaitApproval: 'Bestätigen oder ablehnen bis {{deadline}}',
      expiring: 'Diese Anfrage ist unbeantwortet abgelaufen',
      handOver: 'Übergib es ab {{date}} an {{name}}',
      ship: 'Sende es rechtzeitig zum {{date}} an {{name}}',
      inTransit: 'Unterwegs zu {{name}}',
      returnBy: '{{name}} gibt es bis {{date}} zurück',
      overdue: '{{name}} ist im Verzug: Rückgabe war am {{date}}',
      claimOpen: 'Warten auf die Antwort von {{name}} auf deine Schadensmeldung bis {{deadline}}',
      confirmCondition: 'Bestätige den Zustand',
    },
    claimDisputed: 'Ein Administrator prüft die Schadensmeldung',
    reviewBy: 'Bewerte {{name}} bis {{date}}',
  },
};

export default strings;
