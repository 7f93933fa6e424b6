import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  pages: {
    create: {
      title: 'Artikel anbieten',
      subtitle:
        'Verdiene Geld mit Dingen, die du besitzt. Unser Team prüft jedes neue Inserat, bevor es online geht.',
    },
    edit: {
      title: 'Artikel bearbeiten',
      subtitle: 'Aktualisiere die Angaben, Preise und Fotos deines Inserats.',
    },
  },
  form: {
    heading: 'Artikeldetails',
    errorTitle: 'Fehler',
    title: { label: 'Titel', placeholder: 'z. B. Canon EOS R6 Kamera-Set' },
    description: {
      label: 'Beschreibung',
      placeholder: 'Was enthalten ist, in welchem Zustand es ist und was Mieter wissen sollten',
      helper: 'Mindestens 20 Zeichen.',
    },
    category: { label: 'Kategorie', placeholder: 'Kategorie auswählen' },
    currency: { label: 'Währung', placeholder: 'Währung auswählen' },
    pricing: {
      legend: 'Preise',
      helper: 'In der oben gewählten Währung. Preise für längere Zeiträume sind optional.',
      perDay: 'Preis pro Tag',
      perWeek: 'Preis pro Woche (optional)',
      perMonth: 'Preis pro Monat (optional)',
      perYear: 'Preis pro Jahr (optional)',
      deposit: 'Kaution',
      quantity: 'Verfügbare Menge',
    },
    location: {
      label: 'Standort',
      placeholder: 'Stadt oder Stadtteil, z. B. Brisbane, QLD',
      helper: 'Wo Mieter den Artikel abholen. Wird im Inserat angezeigt.',
    },
    images: { legend: 'Bilder', label: 'Artikelbilder' },
    terms:
      'Ich stimme den <terms>Allgemeinen Geschäftsbedingungen<note> (öffnet in einem neuen Tab)</note></terms> zu und bestätige, dass mir dieser Artikel gehört oder ich ihn vermieten darf.',
    uploadingImages: 'Bilder werden hochgeladen...',
  },
  create: {
    submit: 'Artikel inserieren',
    submitting: 'Artikel wird inseriert...',
    created: 'Artikel erstellt',
    createdText: 'Dein Artikel wurde erfolgreich inseriert!',
    createdPendingText:
      'Dein Artikel wurde eingestellt und wartet auf die Freigabe durch einen Admin. Andere Mitglieder sehen ihn, sobald er freigegeben ist.',
    failed: 'Artikel konnte nicht erstellt werden',
    failedText: 'Beim Erstellen deines Inserats ist ein Fehler aufgetreten.',
    failedInline: 'Dein Inserat konnte nicht erstellt werden. Bitte versuche es erneut.',
  },
  edit: {
    submit: 'Änderungen speichern',
    submitting: 'Wird gespeichert...',
    updated: 'Artikel aktualisiert',
    backToPending:
      'Deine Änderungen sind sichtbar, sobald ein Administrator sie freigibt. Bis dahin ist das Inserat für Mieter ausgeblendet.',
    failed: 'Artikel konnte nicht aktualisiert werden',
    failedText: 'Beim Aktualisieren deines Inserats ist ein Fehler aufgetreten.',
    failedInline: 'Dein Inserat konnte nicht aktualisiert werden. Bitte versuche es erneut.',
    notFound: 'Artikel nicht gefunden',
    loadFailed: 'Der Artikel konnte nicht geladen werden',
    checkConnection: 'Bitte prüfe deine Verbindung und versuche es erneut.',
    tryAgain: 'Bitte versuche es erneut.',
    backToListings: 'Zurück zu meinen Inseraten',
    notYours: 'Du kannst nur deine eigenen Inserate bearbeiten',
    belongsToOther: '„{{title}}“ gehört einem anderen Mitglied.',
    approvalStatus: 'Freigabestatus:',
    live: 'Dieses Inserat ist online. Wenn du Titel, Beschreibung, Kategorie oder Bilder änderst, wird es erneut zur Freigabe geschickt; bis ein Administrator die Änderungen freigibt, ist es für Mieter ausgeblendet.',
  },
  approval: {
    pending: 'Ausstehend',
    approved: 'Freigegeben',
    rejected: 'Abgelehnt',
    pendingHint:
      'Wartet auf Freigabe: Ein Administrator prüft jedes neue oder geänderte Inserat, bevor Mieter es sehen können.',
    rejectedReason: 'Abgelehnt: {{reason}}',
    rejectedHint:
      'Von einem Administrator abgelehnt. Bearbeite das Inserat, um es erneut zur Prüfung einzureichen.',
  },
  tips: {
    heading: 'Tipps für dein Inserat',
    photos: {
      title: 'Mache scharfe Fotos',
      text: 'Nutze gutes Licht und zeige den Artikel aus mehreren Blickwinkeln; das erste Foto ist das Titelbild.',
    },
    description: {
      title: 'Schreibe eine ausführliche Beschreibung',
      text: 'Beschreibe, was enthalten ist, wie es funktioniert und wofür es sich am besten eignet.',
    },
    price: {
      title: 'Lege einen wettbewerbsfähigen Tagespreis fest',
      text: 'Sieh dir ähnliche Artikel in der Nähe an und passe deinen Tagespreis an; biete Wochen- oder Monatspreise für längere Mieten an.',
    },
    condition: {
      title: 'Nenne Zustand und technische Daten',
      text: 'Gib Modell, Alter, Größe und Gebrauchsspuren an, damit Mieter genau wissen, was sie bekommen.',
    },
    pickup: {
      title: 'Erkläre Abholung und Lieferung',
      text: 'Sag, wo der Artikel abgeholt werden kann und ob du ihn liefern kannst.',
    },
    deposit: {
      title: 'Verlange eine angemessene Kaution',
      text: 'Eine Kaution, die zum Wert des Artikels passt, schützt dich, ohne Mieter abzuschrecken.',
    },
  },
  uploader: {
    dropHere: 'Bilder hierher ziehen und ablegen, oder',
    chooseImages: 'Bilder auswählen',
    chooseImage: 'Bild auswählen',
    hint: 'Nur Bilder, jeweils bis zu 5 MB. {{added}} von {{max}} hinzugefügt.',
    hintReorder:
      'Nur Bilder, jeweils bis zu 5 MB. {{added}} von {{max}} hinzugefügt; zum Umsortieren ziehen, das erste ist das Titelbild.',
    fileProblem: '{{name}}: {{reason}}',
    failed: 'Das Bild konnte nicht hochgeladen werden.',
    uploadFailed: 'Hochladen fehlgeschlagen',
    uploadComplete: 'Hochladen abgeschlossen',
    uploadedCount_one: '{{count}} Bild hochgeladen.',
    uploadedCount_other: '{{count}} Bilder hochgeladen.',
    uploadedList: '{{label}}: hochgeladen',
    uploading: '{{name}} wird hochgeladen…',
    waiting: 'Wartet: {{name}}',
    image: 'Bild {{position}} von {{total}}',
    coverImage: 'Bild {{position}} von {{total}} (Titelbild)',
    cover: 'Titelbild',
    reorder: '{{name}} verschieben',
    remove: '{{name}} entfernen',
    instructions:
      'Um ein Bild zu verschieben, drücke Leertaste oder Eingabe auf seinem Griff, bewege es mit den Pfeiltasten und drücke erneut Leertaste oder Eingabe, um es abzulegen, oder Escape, um abzubrechen.',
    pickedUp: 'Bild {{position}} aufgenommen.',
    over: 'Bild {{position}} befindet sich über Position {{target}}.',
    moved: 'Bild {{position}} wurde an Position {{target}} verschoben.',
    dropped: 'Bild {{position}} wurde abgelegt.',
    cancelled: 'Verschieben von Bild {{position}} abgebrochen.',
  },
};
export default strings;
