import type { PagesTranslation } from './en';

export const pagesDe: PagesTranslation = {
  howItWorks: {
    hero: {
      title: 'So funktioniert KoalaRent',
      subtitle:
        'Miete, was du brauchst, von Leuten in deiner Nähe – oder verdiene Geld mit Dingen, die du schon besitzt. So läuft eine Miete ab, von der Suche bis zur Bewertung.',
    },
    process: {
      title: 'Mieten in fünf Schritten',
      step: 'Schritt {{number}}',
      find: {
        title: 'Finde, was du brauchst',
        body: 'Suche nach Stichwort, Kategorie, Preis oder Entfernung und vergleiche Fotos, Preise, Kautionen und Bewertungen der Vermieter.',
      },
      book: {
        title: 'Termine buchen',
        body: 'Wähle deine Mietdaten und sende eine Anfrage. Gesamtpreis, Gebühr und Kaution siehst du vor der Bestätigung.',
      },
      coordinate: {
        title: 'Mit dem Vermieter absprechen',
        body: 'Schreib dem Vermieter, um Abholung oder Lieferung, Uhrzeit und alles Wissenswerte über den Artikel zu klären.',
      },
      use: {
        title: 'Nutzen und zurückgeben',
        body: 'Bestätige den Erhalt, nutze den Artikel und gib ihn bis zum Enddatum im selben Zustand zurück.',
      },
      review: {
        title: 'Bewertung abgeben',
        body: 'Bewerte Artikel und Vermieter. Ehrliche Bewertungen helfen dem nächsten Mieter und halten die Gemeinschaft vertrauenswürdig.',
      },
    },
    owners: {
      title: 'Für Vermieter',
      subtitle:
        'Deine Bohrmaschine, dein Zelt oder deine Kamera liegen die meiste Zeit im Regal. Lass sie für dich arbeiten.',
      income: {
        title: 'Zusätzliches Einkommen',
        body: 'Lege deine eigenen Tages-, Wochen- und Monatspreise fest. Jede Miete finanziert Dinge, die du ohnehin besitzt.',
      },
      safe: {
        title: 'Sicher und geschützt',
        body: 'Mieter sind verifizierte Mitglieder, die Zahlung wird bis zu deiner Zustimmung zurückgehalten und eine Kaution schützt deinen Artikel.',
      },
      community: {
        title: 'Hilf deiner Nachbarschaft',
        body: 'Nachbarn bekommen, was sie brauchen, ohne neu zu kaufen, und weniger Dinge verstauben oder landen auf dem Müll.',
      },
      cta: 'Jetzt inserieren',
    },
    faq: {
      title: 'Häufige Fragen',
      payment: {
        question: 'Ist meine Zahlung sicher?',
        answer:
          'Ja. Deine Zahlung wird sicher zurückgehalten und erst freigegeben, wenn der Vermieter die Buchung annimmt. Lehnt er ab, wird dir nichts berechnet.',
      },
      damage: {
        question: 'Was passiert, wenn ein Artikel beschädigt wird?',
        answer:
          'Zu jeder Miete gehört eine Kaution. Sie wird erstattet, sobald der Vermieter bestätigt, dass der Artikel im selben Zustand zurückkam. Bei einem Schaden kann der Vermieter Reparaturkosten bis zur Höhe der Kaution geltend machen.',
      },
      buying: {
        question: 'Was ist der Unterschied zum Kaufen?',
        answer:
          'Du zahlst nur für die Tage, an denen du etwas nutzt – ohne Lagerung, Pflege oder Weiterverkauf. Ideal für Dinge, die du ein- oder zweimal im Jahr brauchst oder vor dem Kauf ausprobieren willst.',
      },
      fees: {
        question: 'Welche Gebühren erhebt KoalaRent?',
        answer:
          'Zu jeder Buchung kommt eine Servicegebühr von 15 % der Mietsumme (Tagespreis × Tage). Sie wird zusammen mit Gesamtbetrag und Kaution vor der Bestätigung angezeigt. Inserieren ist kostenlos.',
      },
    },
    cta: {
      title: 'Bereit, etwas zu finden?',
      body: 'Tausende Alltagsdinge warten ein paar Straßen weiter.',
      browse: 'Artikel durchsuchen',
    },
  },
  categories: {
    title: 'Nach Kategorie stöbern',
    subtitle: 'Alle Kategorien auf KoalaRent mit der Zahl der Artikel, die du jetzt mieten kannst.',
    count_one: '{{count}} Artikel',
    count_other: '{{count}} Artikel',
    loading: 'Kategorien werden geladen...',
    error: 'Kategorien konnten nicht geladen werden. Bitte versuche es später erneut.',
    empty: 'Noch keine Kategorien.',
    browseAll: 'Alle Artikel ansehen',
  },
  blog: {
    title: 'KoalaRent-Blog',
    lead: 'Neues vom Marktplatz und Tipps für Mieter und Vermieter.',
    posts: [
      {
        date: '2025-03-04',
        title: 'Fünf Dinge, die man vor dem Kauf mieten sollte',
        summary:
          'Ein Hochdruckreiniger für einmal im Jahr, eine spiegellose Kamera für die Reise, ein Lastenrad für den Umzug: Wir haben uns angesehen, was Mitglieder am häufigsten mieten und wann Mieten besser ist als Besitzen.',
      },
      {
        date: '2025-02-11',
        title: 'So schreibst du ein Inserat, das vermietet wird',
        summary:
          'Klare Fotos bei Tageslicht, eine ehrliche Zustandsbeschreibung, ein fairer Tagespreis und eine vernünftige Kaution. Vermieter mit vollständigen Inseraten erhalten ihre erste Buchung schneller.',
      },
      {
        date: '2025-01-20',
        title: 'Preise in deiner Währung',
        summary:
          'KoalaRent zeigt Preise in sieben Währungen. Wähle deine in der Kopfzeile: Alle Preise werden umgerechnet, und der US-Dollar-Betrag bleibt zum Vergleich daneben stehen.',
      },
    ],
  },
  info: {
    updated: 'Zuletzt aktualisiert: {{date}}',
    about: {
      title: 'Über uns',
      lead: 'KoalaRent ist ein Mietmarktplatz von Privat zu Privat: Miete alles, von jedem, in deiner Nähe.',
      updated: '',
      sections: [
        {
          heading: 'Warum es uns gibt',
          paragraphs: [
            'Die meisten Haushalte besitzen Dinge, die sie nur ein paarmal im Jahr nutzen, während die Nachbarn dieselben Dinge neu kaufen. Wir bringen beide zusammen: So sparen alle Geld, und es wird weniger hergestellt, verschickt und weggeworfen.',
          ],
        },
        {
          heading: 'Wie wir arbeiten',
          paragraphs: [
            'Mitglieder bieten Kameras, Werkzeuge, Fahrräder, Spiele, Elektronik und Outdoor-Ausrüstung zu eigenen Preisen an. Mieter finden sie nach Stichwort, Kategorie, Preis und Entfernung, buchen Termine, sprechen sich per Nachricht mit dem Vermieter ab und bewerten sich danach gegenseitig.',
            'Unser Team prüft jedes Inserat vor der Veröffentlichung, und Mitgliedsränge belohnen Vermieter und Mieter mit guter Bilanz.',
          ],
        },
      ],
    },
    trustSafety: {
      title: 'Vertrauen & Sicherheit',
      lead: 'Von Fremden zu mieten sollte sich so sicher anfühlen wie von Freunden zu leihen. Das tun wir dafür.',
      updated: '',
      sections: [
        {
          heading: 'Verifizierte Mitglieder',
          paragraphs: [
            'Jedes Konto bestätigt seine E-Mail-Adresse, bevor es sich anmelden kann, und das Abzeichen Verifiziert kennzeichnet Mitglieder, deren Identität geprüft wurde. Ränge zeigen, wie viele Mieten ein Mitglied abgeschlossen hat und wie es bewertet wurde.',
          ],
        },
        {
          heading: 'Zahlungen und Kautionen',
          paragraphs: [
            'Die Zahlung wird zurückgehalten, bis der Vermieter die Buchung annimmt. Die Kaution wird erstattet, sobald der Vermieter den guten Zustand des Artikels bestätigt; Schadensforderungen sind auf die Kaution begrenzt.',
          ],
        },
        {
          heading: 'Geprüfte Inserate',
          paragraphs: [
            'Neue Inserate und solche, deren Titel, Beschreibung, Kategorie oder Fotos sich ändern, werden vor der Anzeige geprüft. Hochgeladene Fotos werden neu kodiert und von Standortdaten befreit.',
          ],
        },
        {
          heading: 'Sicher mieten',
          paragraphs: ['Ein paar Gewohnheiten, damit jede Miete gut läuft:'],
          bullets: [
            'Führe Gespräche und Zahlungen über KoalaRent.',
            'Trefft euch an einem öffentlichen Ort oder an der per Nachricht vereinbarten Adresse des Vermieters.',
            'Prüft den Artikel bei Abholung und Rückgabe gemeinsam und macht Fotos.',
            'Zahle niemals eine Miete oder Kaution außerhalb von KoalaRent, egal mit welcher Begründung.',
          ],
        },
      ],
    },
    help: {
      title: 'Hilfe-Center',
      lead: 'Antworten auf die Fragen, die Mitglieder am häufigsten stellen.',
      updated: '',
      sections: [
        {
          heading: 'Wie miete ich einen Artikel?',
          paragraphs: [
            'Öffne den Artikel, wähle Jetzt mieten, wähle deine Daten und sende die Anfrage. Tagespreis × Tage, die Servicegebühr von 15 % und die Kaution siehst du vor der Bestätigung.',
          ],
        },
        {
          heading: 'Wie inseriere ich einen Artikel?',
          paragraphs: [
            'Melde dich an und wähle Artikel inserieren. Gib einen Titel, eine Beschreibung mit mindestens 20 Zeichen, eine Kategorie, einen Tagespreis und bis zu 10 Fotos mit je 5 MB an. Dein Inserat erscheint, sobald unser Team es freigegeben hat.',
          ],
        },
        {
          heading: 'Ich habe keine Bestätigungs-E-Mail erhalten.',
          paragraphs: [
            'Sieh zuerst im Spam-Ordner nach. Links gelten 48 Stunden; ist deiner abgelaufen, melde dich mit E-Mail und Passwort an, und das Anmeldeformular bietet dir einen neuen an.',
          ],
        },
        {
          heading: 'Wie ändere ich Währung oder Sprache?',
          paragraphs: [
            'Nutze die Sprach- und Währungsmenüs in der Kopfzeile (auf kleinen Bildschirmen im Menü). Deine Wahl wird auf diesem Gerät gespeichert.',
          ],
        },
        {
          heading: 'Wie erreiche ich einen Vermieter?',
          paragraphs: [
            'Melde dich an und nutze Vermieter kontaktieren auf der Artikelseite oder die Schaltfläche Nachricht auf einer Artikelkarte. Unterhaltungen findest du unter Nachrichten in deinem Konto.',
          ],
        },
      ],
    },
    terms: {
      title: 'Nutzungsbedingungen',
      lead: 'Diese Bedingungen gelten für alle, die KoalaRent besuchen, dort mieten oder inserieren.',
      updated: '2025-01-15',
      sections: [
        {
          heading: '1. Dein Konto',
          paragraphs: [
            'Du musst korrekte Angaben machen und dein Passwort für dich behalten. Du bist für alles verantwortlich, was unter deinem Konto geschieht. Wir können Konten sperren, die gegen diese Bedingungen verstoßen.',
          ],
        },
        {
          heading: '2. Inserate',
          paragraphs: [
            'Vermieter dürfen nur Artikel anbieten, die ihnen gehören oder die sie verleihen dürfen, die legal vermietbar und sicher sind, ehrlich beschrieben mit eigenen Fotos. Wir prüfen Inserate vor der Veröffentlichung und können jedes ablehnen oder entfernen.',
          ],
        },
        {
          heading: '3. Buchungen und Zahlungen',
          paragraphs: [
            'Eine Buchung ist ein Vertrag zwischen Mieter und Vermieter. Der Mieter zahlt den Tagespreis für jeden Miettag (erster und letzter Tag eingeschlossen) zuzüglich einer Servicegebühr von 15 % sowie eine für den Vermieter hinterlegte Kaution. Die Zahlung wird freigegeben, sobald der Vermieter zustimmt.',
          ],
        },
        {
          heading: '4. Kautionen und Schäden',
          paragraphs: [
            'Mieter geben Artikel in dem Zustand zurück, in dem sie sie erhalten haben. Die Kaution wird erstattet, sobald der Vermieter den Zustand bestätigt; Schadensforderungen sind auf die Kaution begrenzt, soweit das Gesetz nichts anderes vorsieht.',
          ],
        },
        {
          heading: '5. Verhalten',
          paragraphs: [
            'Bleib respektvoll in Nachrichten und Bewertungen. Bewertungen müssen auf einer echten Miete beruhen. Nutze KoalaRent nicht für Spam, zum Sammeln von Daten anderer Mitglieder oder für Zahlungen außerhalb der Plattform.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Datenschutzerklärung',
      lead: 'Was wir erheben, warum, und was du tun kannst.',
      updated: '2025-01-15',
      sections: [
        {
          heading: 'Was wir erheben',
          paragraphs: ['Wir speichern nur, was der Betrieb des Marktplatzes braucht:'],
          bullets: [
            'Kontodaten: Name, Benutzername, E-Mail-Adresse, optionale Telefonnummer und Profilfoto.',
            'Inserate, Buchungen, Nachrichten und Bewertungen, die du erstellst.',
            'Anmeldungen (Zeit, IP-Adresse, Browser) zum Schutz deines Kontos sowie aufgerufene Seiten und Suchen, damit Administratoren Missbrauch erkennen.',
            'Deinen Standort, nur wenn du ihn im Browser erlaubst: Er wird mit einer Suche gesendet, um Artikel in der Nähe zu finden, und nicht in deinem Profil gespeichert.',
          ],
        },
        {
          heading: 'Wofür wir sie nutzen',
          paragraphs: [
            'Um dein Konto zu führen, deine Inserate und dein Profil anderen Mitgliedern zu zeigen, Buchungen abzuwickeln, dir nötige E-Mails zu senden (Bestätigung, Buchungsneuigkeiten) und die Plattform sicher zu halten. Wir verkaufen keine personenbezogenen Daten.',
          ],
        },
        {
          heading: 'Deine Rechte',
          paragraphs: [
            'Du kannst dein Profil jederzeit unter Mein Konto einsehen und korrigieren, ein Inserat unter Meine Inserate deaktivieren oder löschen und Sprache und Währung ohne Konto ändern.',
          ],
        },
      ],
    },
    insurance: {
      title: 'Versicherung und Schutz',
      lead: 'Was einen Gegenstand schützt, während er vermietet ist, was der optionale Schutz von KoalaRent abdeckt und was nicht.',
      updated: '',
      sections: [
        {
          heading: 'Die Kaution',
          paragraphs: [
            'Jedes Angebot hat eine vom Vermieter festgelegte Kaution. Sie wird während der Miete auf der Karte des Mieters reserviert und freigegeben, nachdem der Vermieter bestätigt hat, dass der Gegenstand in gutem Zustand zurückkam. Wenn nicht, kann der Vermieter Reparatur- oder Ersatzkosten bis zur Höhe der Kaution geltend machen; der Mieter kann die Forderung annehmen oder bestreiten, und über einen Streit entscheidet ein Administrator.',
          ],
        },
        {
          heading: 'Schutz beim Buchen',
          paragraphs: [
            'Wenn Sie einen Gegenstand mieten, bietet Ihnen der Überprüfungsschritt einen optionalen Schutz an. Er kostet {{percent}} % der Miete, mindestens {{minimum}} in der Währung des Angebots, und wird mit der Miete belastet, sobald der Vermieter Ihre Anfrage annimmt.',
            'Storniert der Vermieter, oder stornieren Sie und die Stornobedingungen erstatten die Miete, wird der Schutz im gleichen Anteil mit erstattet: ganz mit der ganzen Miete, zur Hälfte mit der halben Miete.',
          ],
        },
        {
          heading: 'Was der Schutz abdeckt',
          paragraphs: ['Mit Schutz kann eine Schadensforderung über die Kaution hinausgehen:'],
          bullets: [
            'Versehentliche Schäden während der Miete, die mehr als die Kaution kosten, bis zu {{cap}} in der Währung des Angebots über der Kaution pro Buchung.',
            'Der Teil über der Kaution wird von einem KoalaRent-Administrator geprüft und nach der Genehmigung aus dem Schutzfonds von KoalaRent an den Vermieter gezahlt.',
            'Ihnen wird nie mehr als die Kaution belastet, wie groß der Schaden auch ist.',
          ],
        },
        {
          heading: 'Was der Schutz nicht abdeckt',
          paragraphs: ['Der Schutz ist keine Versicherung des Gegenstands selbst. Er deckt nicht:'],
          bullets: [
            'Schäden bis zur Höhe der Kaution: Dieser Teil wird wie gewohnt aus der Kaution beglichen.',
            'Alles über der Deckung von {{cap}} pro Buchung.',
            'Diebstahl, Verlust, absichtlich verursachte Schäden und normale Abnutzung.',
            'Gebühren für verspätete Rückgabe, die aus der Kaution genommen werden.',
            'Mieten ohne Schutz: Ihre Forderungen bleiben auf die Kaution begrenzt.',
          ],
        },
        {
          heading: 'Wenn etwas schiefgeht',
          paragraphs: [
            'Fotografieren Sie den Gegenstand bei der Abholung und bei der Rückgabe und sagen Sie dem anderen Mitglied sofort auf KoalaRent Bescheid. Der Vermieter meldet Schäden innerhalb von 3 Tagen nach der Rückgabe mit Fotos; die Kaution wird erst freigegeben, wenn der Vermieter den Zustand bestätigt hat, sodass Zeit bleibt, eine Forderung zu klären.',
          ],
        },
      ],
    },
    cookies: {
      title: 'Cookie-Richtlinie',
      lead: 'KoalaRent verwendet einige wenige Cookies und Browser-Speichereinträge, die alle für den Betrieb der Website nötig sind. Es gibt keine Werbe- oder Tracking-Cookies.',
      updated: '2025-01-15',
      sections: [
        {
          heading: 'Cookies',
          paragraphs: ['Von unserem Server gesetzt:'],
          bullets: [
            'koala.sid: deine Sitzung, solange du angemeldet bist. Für Skripte nicht lesbar; sie endet beim Schließen des Browsers oder gilt 30 Tage, wenn du Angemeldet bleiben wählst.',
            'koalarent_session: ein Hinweis, dass eine Sitzung besteht, damit die Seite sie wiederherstellen kann. Er enthält keine personenbezogenen Daten und läuft nach 86400 Sekunden (24 Stunden) ab.',
            'koala.oauth_state: für 10 Minuten gesetzt, während du dich mit Google, Facebook oder X anmeldest, um diese Anmeldung zu schützen.',
          ],
        },
        {
          heading: 'Lokaler Speicher',
          paragraphs: ['In deinem Browser auf diesem Gerät gespeichert:'],
          bullets: [
            'preferred-currency: die Währung, die du für Preise gewählt hast.',
            'koalarent-language: die gewählte Anzeigesprache.',
            'koalarentAuth, koalarentUser, koalarentAuthTimestamp und koalarentRemember: ob du angemeldet bist und dein Benutzername, damit die Kopfzeile sie sofort zeigt.',
            'koalarentFlash (Sitzungsspeicher): ein Hinweis, der nach dem Neuladen der Seite erscheint, etwa nach der Anmeldung.',
          ],
        },
        {
          heading: 'Deine Wahl',
          paragraphs: [
            'Da diese Einträge für die Anmeldung und deine Einstellungen nötig sind, gibt es nichts abzuwählen. Du kannst sie jederzeit in den Browser-Einstellungen löschen; dann wirst du abgemeldet und siehst Preise in der Standardwährung.',
          ],
        },
      ],
    },
  },
};
