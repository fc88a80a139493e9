import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  showcaseComponents: {
    menu: 'Komponenten',
    alert: {
      title: 'Hinweis',
      severities: {
        title: 'Schweregrade', subtitle: 'Der Schweregrad bestimmt Farbe und Symbol: Wählen Sie den, der zur Meldung passt.',
        success: 'Ihre Änderungen wurden gespeichert.', info: 'Eine neue Version ist verfügbar.',
        warning: 'Ihr Abonnement endet in 3 Tagen.', error: 'Die Zahlung konnte nicht verarbeitet werden.',
      },
      variants: {
        title: 'Varianten', subtitle: 'Standard, umrandet und gefüllt geben derselben Meldung mehr oder weniger Gewicht.',
        standard: 'Standardhinweis', outlined: 'Umrandeter Hinweis', filled: 'Gefüllter Hinweis',
      },
      dismissible: {
        title: 'Schließbar', subtitle: 'Jeder Hinweis schließt sich mit seiner eigenen Schaltfläche; „Wiederherstellen“ holt sie zurück.',
        first: 'Diese Meldung können Sie schließen.', second: 'Diese auch.', restore: 'Hinweise wiederherstellen', allClosed: 'Alle Hinweise sind geschlossen.',
      },
      countdown: {
        title: 'Selbstschließend', subtitle: 'Der Hinweis schließt sich, wenn der Countdown null erreicht.',
        start: '%{seconds} Sekunden lang anzeigen',
        message: 'Dieser Hinweis schließt sich in %{smart_count} Sekunde |||| Dieser Hinweis schließt sich in %{smart_count} Sekunden',
      },
      actions: {
        title: 'Aktionen und Symbole', subtitle: 'Setzen Sie eine Schaltfläche in den Hinweis, ändern Sie sein Symbol oder lassen Sie es weg.',
        archived: 'Die Unterhaltung wurde archiviert.', undo: 'Rückgängig', restored: 'Die Unterhaltung ist wieder im Posteingang.',
        customIcon: 'Ein eigenes Symbol sagt oft mehr als das Standardsymbol.', noIcon: 'Dieser Hinweis hat kein Symbol.',
      },
      visibility: {
        title: 'Ein- und ausblenden', subtitle: 'Binden Sie den Hinweis an einen Zustand, damit er nur erscheint, wenn er zutrifft.',
        toggle: 'Hinweis anzeigen', message: 'Sichtbar, weil der Schalter an ist.',
      },
    },
    aspect: {
      title: 'Seitenverhältnis',
      ratios: { title: 'Übliche Verhältnisse', subtitle: 'Die CSS-Eigenschaft aspect-ratio hält die Höhe im Verhältnis zur Breite.' },
      resize: {
        title: 'Ausprobieren', subtitle: 'Wählen Sie Verhältnis und Breite: Das Bild behält seine Proportionen.',
        ratio: 'Seitenverhältnis', width: 'Breite: %{percent}%', alt: 'Beispiellandschaft, auf das gewählte Verhältnis zugeschnitten',
      },
    },
    avatar: {
      title: 'Avatar',
      sizes: { title: 'Größen', subtitle: 'Breite und Höhe setzen; bei Initialen die Schrift mitskalieren.' },
      variants: {
        title: 'Formen und Farben', subtitle: 'Rund, abgerundet oder eckig, in jeder Farbe der Palette.',
        circular: 'Rund', rounded: 'Abgerundet', square: 'Eckig',
      },
      content: { title: 'Inhalt', subtitle: 'Ein Bild, Initialen oder ein Symbol.' },
      group: {
        title: 'Gruppe', subtitle: 'Avatare stapeln; über dem Maximum zeigt ein Zähler, wie viele es noch gibt.',
        members: '%{smart_count} Mitglied |||| %{smart_count} Mitglieder', add: 'Mitglied hinzufügen', remove: 'Mitglied entfernen', more: 'Weitere Mitglieder',
      },
      status: {
        title: 'Mit Status', subtitle: 'Ein Punkt zeigt die Anwesenheit. Klicken Sie auf einen Avatar, um sie zu ändern.',
        online: 'Online', away: 'Abwesend', busy: 'Beschäftigt', offline: 'Offline', change: '%{name}: %{status}. Klicken, um den Status zu ändern',
      },
    },
    badge: {
      title: 'Abzeichen',
      colors: { title: 'Farben', subtitle: 'Ein Zähler in der Ecke eines Symbols, in jeder Farbe der Palette.' },
      counter: {
        title: 'Zähler', subtitle: 'Über dem Maximum zeigt das Abzeichen 99+; bei null verschwindet es, sofern nicht anders gewünscht.',
        count: 'Anzahl ändern', decrease: 'Verringern', increase: 'Erhöhen', value: 'Anzahl: %{count}',
        dot: 'Nur Punkt', showZero: 'Null anzeigen', hide: 'Abzeichen ausblenden',
      },
      positions: { title: 'Positionen', subtitle: 'Das Abzeichen an jeder Ecke verankern; bei Rechts-nach-links wird gespiegelt.' },
      labels: {
        title: 'Etiketten', subtitle: 'Kleine Etiketten neben Text markieren Neues oder einen Zustand.',
        heading: 'Beispielüberschrift', new: 'Neu',
      },
      inButtons: {
        title: 'In Schaltflächen', subtitle: 'Eine Anzahl in einer Schaltfläche oder an einer Symbolschaltfläche.',
        messages: 'Nachrichten', tasks: 'Aufgaben', cart: 'Warenkorb, %{smart_count} Artikel |||| Warenkorb, %{smart_count} Artikel',
      },
    },
    breadcrumb: {
      title: 'Brotkrümelnavigation',
      label: 'Brotkrümelnavigation',
      basic: { title: 'Einfach', subtitle: 'Links zu den übergeordneten Seiten; die aktuelle Seite ist reiner Text, als aktuell markiert.' },
      separators: { title: 'Trennzeichen', subtitle: 'Jeder Text und jedes Symbol kann die Einträge trennen.' },
      icons: { title: 'Symbole und Chips', subtitle: 'Symbole vor den Beschriftungen oder jeder Eintrag als Chip.' },
      collapsed: { title: 'Eingeklappt', subtitle: 'Lange Pfade falten die mittleren Einträge; ein Klick auf die Punkte klappt sie auf.', expand: 'Ausgeblendete Einträge zeigen' },
      folders: {
        title: 'Navigierbarer Pfad', subtitle: 'Öffnen Sie einen Ordner, um tiefer zu gehen; ein Klick auf einen Eintrag führt zurück.',
        label: 'Ordnerpfad', empty: 'Dieser Ordner ist leer.',
        documents: 'Dokumente', projects: 'Projekte', website: 'Website', design: 'Design', content: 'Inhalte', mobile: 'Mobile App',
        invoices: 'Rechnungen', year2024: '2024', year2025: '2025',
      },
    },
    button: {
      title: 'Schaltfläche',
      variants: {
        title: 'Varianten und Farben', subtitle: 'Gefüllt für die Hauptaktion, umrandet für Nebenaktionen, Text für das Unwichtigste.',
        contained: 'Gefüllt', outlined: 'Umrandet', text: 'Text',
      },
      sizes: { title: 'Größen', subtitle: 'Klein, mittel und groß; fullWidth streckt eine Schaltfläche über ihren Container.', block: 'Schaltfläche in voller Breite' },
      icons: {
        title: 'Symbole', subtitle: 'Ein Symbol vor oder nach der Beschriftung, oder eine Symbolschaltfläche mit zugänglichem Namen.',
        send: 'Senden', delete: 'Löschen', edit: 'Bearbeiten',
      },
      states: {
        title: 'Zustände', subtitle: 'Deaktiviert, ladend, Klicks zählend und umschaltend.',
        disabled: 'Deaktiviert', likes: '%{smart_count} Like |||| %{smart_count} Likes',
        save: 'Speichern', saving: 'Wird gespeichert…', saved: 'Gespeichert.', bookmark: 'Merken', bookmarked: 'Gemerkt',
      },
      fab: {
        title: 'Schwebende Aktionsschaltflächen', subtitle: 'Runde Schaltflächen für die Hauptaktion eines Bildschirms, in drei Größen oder erweitert.',
        add: 'Hinzufügen', edit: 'Bearbeiten', like: 'Gefällt mir', navigate: 'Navigieren',
      },
    },
    buttonGroup: {
      title: 'Schaltflächengruppe',
      one: 'Eins', two: 'Zwei', three: 'Drei',
      variants: {
        title: 'Varianten', subtitle: 'Zusammengehörige Schaltflächen zu einem Bedienelement verbunden.',
        contained: 'Gefüllte Gruppe', outlined: 'Umrandete Gruppe', text: 'Textgruppe',
      },
      sizes: { title: 'Größen und Farben', subtitle: 'Die Gruppe gibt Größe und Farbe an jede Schaltfläche weiter.' },
      vertical: { title: 'Vertikal', subtitle: 'Schaltflächen für schmale Stellen stapeln.' },
      split: {
        title: 'Geteilte Schaltfläche', subtitle: 'Der Hauptteil führt die gewählte Aktion aus; der Pfeil öffnet die anderen.',
        label: 'Pull-Request zusammenführen', choose: 'Zusammenführungsmethode wählen',
        merge: 'Merge-Commit erstellen', squash: 'Squash und Merge', rebase: 'Rebase und Merge',
        idle: 'Noch nichts zusammengeführt.', done: 'Erledigt: %{action}.',
      },
      toggle: {
        title: 'Umschaltflächen', subtitle: 'Eine Option aus einer Menge wählen; der Inhalt folgt der Wahl.',
        alignment: 'Textausrichtung', start: 'Anfang', center: 'Mitte', end: 'Ende',
        sample: 'Dieser Absatz folgt der gewählten Ausrichtung.',
        view: 'Anordnung', list: 'Liste', grid: 'Raster', quilt: 'Mosaik',
      },
    },
    buttonToolbar: {
      title: 'Schaltflächenleiste',
      editor: {
        title: 'Formatierungsleiste', subtitle: 'Gruppen von Schaltflächen in einer Leiste; Pfeiltasten, Tab und die Schaltflächen funktionieren.',
        label: 'Formatierung', marks: 'Textstil', bold: 'Fett', italic: 'Kursiv', underline: 'Unterstrichen',
        align: 'Ausrichtung', alignStart: 'Am Anfang ausrichten', alignCenter: 'Zentrieren', alignEnd: 'Am Ende ausrichten',
        undo: 'Rückgängig', redo: 'Wiederholen', sample: 'Formatieren Sie diesen Satz mit der Leiste oben und machen Sie Ihre Änderungen rückgängig und wieder.',
      },
      pager: {
        title: 'Leiste mit Eingabefeld', subtitle: 'Schaltflächen und ein Eingabefeld nebeneinander, umbrechend auf kleinen Bildschirmen.',
        label: 'Ergebnisse', pages: 'Seiten', previous: 'Vorherige Seite', next: 'Nächste Seite', search: 'Diese Seite durchsuchen',
        showing: 'Seite %{page} von %{total}.', searching: 'Seite %{page} wird nach „%{query}“ durchsucht.',
      },
    },
    calendar: {
      title: 'Kalender',
      selected: 'Gewählt: %{date}',
      noDate: 'kein Datum',
      basic: { title: 'Einfach', subtitle: 'Eine Monatsansicht zur Auswahl eines Tages; Monats- und Tagesnamen folgen der Sprache.', today: 'Heute' },
      restricted: { title: 'Eingeschränkte Daten', subtitle: 'Keine vergangenen Tage, keine Wochenenden und nichts später als drei Monate ab heute.' },
      events: {
        title: 'Tage mit Terminen', subtitle: 'Ein Punkt markiert Tage mit Terminen; wählen Sie einen, um sie aufzulisten.',
        list: 'Termine des Tages', none: 'Keine Termine an diesem Tag.',
        meeting: 'Teambesprechung', launch: 'Produkteinführung', review: 'Design-Review', holiday: 'Feiertag',
      },
      views: { title: 'Monat und Jahr', subtitle: 'Die Ansichten begrenzen, um einen Monat zu wählen, etwa für einen Berichtszeitraum.' },
      states: {
        title: 'Schreibgeschützt und deaktiviert', subtitle: 'Ein Datum zeigen, ohne dass jemand es ändern kann.',
        readOnly: 'Schreibgeschützt (ausschalten für deaktiviert)', readOnlyHint: 'Schreibgeschützt: Sie können durch die Monate blättern, aber das Datum nicht ändern.',
        disabledHint: 'Deaktiviert: Der ganze Kalender ist inaktiv.',
      },
    },
    carousel: {
      title: 'Karussell',
      previous: 'Vorherige Folie', next: 'Nächste Folie', goTo: 'Zu Folie %{n}',
      position: 'Folie %{current} von %{total}',
      slides: {
        mountains: { caption: 'Berge', text: 'Wischen, ziehen, die Pfeile oder die Tastatur benutzen.' },
        sea: { caption: 'Meer', text: 'Die Punkte unten springen direkt zu einer Folie.' },
        forest: { caption: 'Wald', text: 'Das Karussell springt zurück zur ersten Folie.' },
        desert: { caption: 'Wüste', text: 'Bildunterschriften liegen über einem Verlauf und bleiben lesbar.' },
        sunset: { caption: 'Sonnenuntergang', text: 'Bei Rechts-nach-links läuft das Karussell in die andere Richtung.' },
      },
      controls: { title: 'Steuerung, Indikatoren und Bildunterschriften', subtitle: 'Pfeile, anklickbare Punkte, Tastatur und Wischen, gebaut mit Swiper.' },
      fade: { title: 'Überblenden und automatisch abspielen', subtitle: 'Die Folien blenden alle drei Sekunden ineinander über; mit der Maus darüber pausieren sie.', pause: 'Pause', play: 'Abspielen' },
    },
    collapse: {
      title: 'Einklappen',
      basic: {
        title: 'Umschalten', subtitle: 'Eine Schaltfläche zeigt und verbirgt einen Block; aria-expanded teilt Hilfstechnologien seinen Zustand mit.',
        show: 'Details zeigen', hide: 'Details verbergen',
        content: 'Diese Details bleiben verborgen, bis Sie sie anfordern. Der Block gleitet sanft auf und zu.',
      },
      accordion: {
        title: 'Akkordeon', subtitle: 'Immer nur eine Antwort offen, oder mehrere, wenn Sie es erlauben.', several: 'Mehrere offen erlauben',
        shipping: { question: 'Wie lange dauert der Versand?', answer: 'Bestellungen verlassen unser Lager innerhalb von zwei Werktagen und kommen in drei bis fünf Tagen an.' },
        returns: { question: 'Kann ich einen Artikel zurückgeben?', answer: 'Ja, innerhalb von 30 Tagen, in der Originalverpackung und mit Beleg.' },
        payment: { question: 'Welche Zahlungsarten akzeptieren Sie?', answer: 'Karten, Überweisung und PayPal.' },
      },
      horizontal: { title: 'Horizontal', subtitle: 'Der Block gleitet von der Seite statt von oben herein.', content: 'Ein Seitenbereich, der hereingleitet.' },
      more: {
        title: 'Weiterlesen', subtitle: 'Einen Teil eines langen Textes sichtbar lassen und den Rest aufklappen.',
        content: 'Eine eingeklappte Höhe lässt die ersten Zeilen eines langen Textes sichtbar, damit man weiß, worum es geht. Der Rest bleibt eingeklappt, bis man ihn anfordert: nützlich für Produktbeschreibungen, Bewertungen und Versionshinweise, bei denen die ersten Zeilen schon zeigen, ob sich das Lesen lohnt. Aufgeklappt erscheint der ganze Text in seiner natürlichen Höhe, und ein zweiter Klick klappt ihn wieder ein.',
        more: 'Weiterlesen', less: 'Weniger anzeigen',
      },
    },
    dropdown: {
      title: 'Aufklappmenü',
      chosen: 'Ihre Wahl: %{item}', nothing: 'Noch nichts gewählt.',
      items: { profile: 'Profil', settings: 'Einstellungen', billing: 'Abrechnung' },
      basic: { title: 'Einfach', subtitle: 'Eine Schaltfläche öffnet ein Menü; die Wahl eines Eintrags schließt es. Pfeiltasten bewegen durch die Einträge.', button: 'Konto' },
      colors: { title: 'Farben und Varianten', subtitle: 'Jede Schaltfläche kann ein Menü öffnen.' },
      directions: {
        title: 'Richtungen', subtitle: 'Das Menü unter, über oder neben der Schaltfläche öffnen.',
        down: 'Nach unten', up: 'Nach oben', end: 'Zum Ende hin', start: 'Zum Anfang hin',
      },
      rich: {
        title: 'Überschrift, Symbole und Trennlinien', subtitle: 'Einträge unter einer Überschrift gruppieren, Symbole und Tastenkürzel ergänzen, Unpassendes deaktivieren.',
        button: 'Bearbeiten', header: 'Zwischenablage', cut: 'Ausschneiden', copy: 'Kopieren', paste: 'Einfügen', delete: 'Löschen',
      },
      select: {
        title: 'Auswahlmenü', subtitle: 'Die gewählte Option ist abgehakt und steht auf der Schaltfläche.',
        button: 'Sortierung: %{order}', newest: 'Neueste zuerst', oldest: 'Älteste zuerst', name: 'Nach Name',
      },
    },
    embed: {
      title: 'Einbetten',
      iframe: {
        title: 'Responsiver Rahmen', subtitle: 'Ein Rahmen, der bei jeder Breite sein Verhältnis behält. Hier zeigt er Seiten dieser Anwendung.',
        ratio: 'Seitenverhältnis', page: 'Einzubettende Seite',
        pages: { 'coming-soon': 'Seite „Demnächst“', 'under-maintenance': 'Seite „Wartungsarbeiten“', 'not-authorized': 'Seite „Keine Berechtigung“' },
      },
      video: {
        title: 'Video', subtitle: 'Ein responsives Videoelement mit Abspielen und Pause.',
        label: 'Erzeugtes Beispielvideo', caption: 'Beispielvideo', play: 'Abspielen', pause: 'Pause',
        hint: 'Das Bild wird im Browser gezeichnet und in das Video gestreamt; nichts wird heruntergeladen.',
      },
    },
    image: {
      title: 'Bild',
      fluid: { title: 'Responsiv', subtitle: 'Das Bild schrumpft mit seinem Container und läuft nie über.', alt: 'Eine breite Beispiellandschaft' },
      shapes: {
        title: 'Formen und Vorschaubilder', subtitle: 'Ecken abrunden, auf einen Kreis zuschneiden oder das Bild einrahmen.',
        rounded: 'Abgerundet', circle: 'Kreis', square: 'Eckig', thumbnail: 'Vorschaubild',
      },
      align: {
        title: 'Ausrichtung', subtitle: 'Ein Bild an den Textanfang setzen oder in einer eigenen Zeile zentrieren.',
        start: 'Bild am Anfang umflossen', center: 'Zentriertes Bild',
        text: 'Text fließt um ein umflossenes Bild. Die Ausrichtung nutzt die logische Anfangsseite: Bei Sprachen von rechts nach links wandert das Bild nach rechts, und der Text umfließt es weiterhin korrekt.',
      },
      gallery: {
        title: 'Galerie mit Lightbox', subtitle: 'Bilder laden verzögert; die Lupe öffnet eine größere Ansicht mit Zurück und Weiter.',
        photo: 'Landschaft %{n}', open: '%{title} öffnen', close: 'Schließen', previous: 'Vorheriges Bild', next: 'Nächstes Bild',
        position: '%{current} von %{total}',
      },
    },
    listGroup: {
      title: 'Listengruppe',
      basic: {
        title: 'Einfach', subtitle: 'Eine umrandete Liste mit Trennlinien zwischen den Einträgen.',
        first: 'Schokoladen-Brownie', second: 'Zitronentarte', third: 'Apfelkuchen', fourth: 'Käsekuchen',
      },
      actions: {
        title: 'Auswählbar mit Symbolen und Zählern', subtitle: 'Klicken Sie auf einen Eintrag, um ihn zu wählen; ein deaktivierter Eintrag ist nicht wählbar.',
        label: 'Mailordner', inbox: 'Posteingang', sent: 'Gesendet', drafts: 'Entwürfe', spam: 'Spam', trash: 'Papierkorb',
        current: 'Gewählter Ordner: %{folder}',
      },
      checkbox: {
        title: 'Mit Kontrollkästchen', subtitle: 'Einträge abhaken; die ganze Zeile ist anklickbar.',
        design: 'Bildschirm entwerfen', build: 'Umsetzen', test: 'Testen', ship: 'Ausliefern',
        progress: '%{done} von %{total} erledigt',
      },
      contextual: {
        title: 'Kontextfarben', subtitle: 'Getönte Einträge, die in hellen und dunklen Designs lesbar bleiben.',
        success: 'Die Sicherung ist abgeschlossen.', info: 'Wartung ist für Sonntag geplant.', warning: 'Der Speicherplatz wird knapp.', error: 'Die Synchronisierung ist fehlgeschlagen.',
      },
      horizontal: { title: 'Horizontal', subtitle: 'Dieselben Einträge in einer Zeile; auf schmalen Bildschirmen scrollbar.' },
    },
    media: {
      title: 'Medien',
      basic: {
        title: 'Medienobjekt', subtitle: 'Ein Bild neben einem Textblock, der so lang werden darf wie nötig.',
        heading: 'Medienüberschrift', text: 'Der Textblock nimmt die restliche Breite ein und bricht um; das Bild behält seine Größe.',
      },
      align: {
        title: 'Ausrichtung', subtitle: 'Das Bild oben, mittig oder unten am Text ausrichten.',
        top: 'Oben', center: 'Mitte', bottom: 'Unten',
        text: 'Ein längerer Text zeigt den Unterschied: Das Bild steht oben, in der Mitte oder unten neben diesen Zeilen, je nach der oben gewählten Ausrichtung. Probieren Sie alle aus.',
      },
      order: {
        title: 'Bild am Ende', subtitle: 'Die Reihenfolge umkehren, um das Bild hinter den Text zu setzen.',
        heading: 'Umgekehrtes Medienobjekt', text: 'Bei Sprachen von rechts nach links liegt das Ende links, und das Layout folgt.',
      },
      thread: {
        title: 'Verschachtelt: ein Kommentarverlauf', subtitle: 'Medienobjekte in Medienobjekten. Schreiben Sie eine Antwort, um sie anzufügen.',
        first: 'Lädt das neue Dashboard bei Ihnen auch schneller?', reply: 'Ja, spürbar, vor allem die Diagramme.',
        you: 'Sie', label: 'Ihre Antwort', send: 'Antworten', required: 'Schreiben Sie eine Antwort, bevor Sie sie senden.',
      },
    },
    modal: {
      title: 'Modal',
      basic: {
        title: 'Einfach', subtitle: 'Ein Dialog mit Titel, Text und Aktionen; Escape oder ein Klick daneben schließt ihn.',
        open: 'Modal öffnen', heading: 'Standortdienste verwenden?',
        text: 'Erlauben Sie der Anwendung, Ihren Standort zu ermitteln, um Büros in Ihrer Nähe zu zeigen. Ohne Ihre Zustimmung wird nichts geteilt.',
        accept: 'Zustimmen', decline: 'Ablehnen', waiting: 'Noch keine Antwort.', accepted: 'Sie haben zugestimmt.', declined: 'Sie haben abgelehnt oder das Modal geschlossen.',
      },
      sizes: {
        title: 'Größen', subtitle: 'Eine maximale Breite wählen oder den ganzen Bildschirm füllen.',
        label: 'Modalgröße', xs: 'Sehr klein', sm: 'Klein', md: 'Mittel', lg: 'Groß', full: 'Vollbild',
        open: 'Öffnen', heading: 'Modal: %{size}', close: 'Schließen',
        text: 'Das Modal wächst bis zur gewählten Breite und schrumpft auf kleinen Bildschirmen.',
      },
      scroll: {
        title: 'Langer Inhalt', subtitle: 'Im Modal scrollen oder die ganze Seite dahinter scrollen.',
        paper: 'Im Modal scrollen', body: 'Seite scrollen', heading: 'Nutzungsbedingungen', close: 'Schließen',
        paragraph: 'Abschnitt %{n}. Dieser lange Text zeigt, wie sich das Modal verhält, wenn sein Inhalt höher ist als der Bildschirm: Titel und Aktionen bleiben stehen, während der Inhalt scrollt, oder alles scrollt gemeinsam.',
      },
      form: {
        title: 'Formular im Modal', subtitle: 'Die Felder werden beim Absenden geprüft; das Modal bleibt offen, bis sie gültig sind.',
        open: 'Jemanden einladen', heading: 'Kollegin oder Kollegen einladen', name: 'Name', email: 'E-Mail', cancel: 'Abbrechen', submit: 'Einladung senden',
        nameRequired: 'Geben Sie einen Namen ein.', emailRequired: 'Geben Sie eine E-Mail-Adresse ein.', emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
        list: 'Eingeladen', empty: 'Noch niemand eingeladen.',
      },
    },
    nav: {
      title: 'Navigation',
      links: { home: 'Start', profile: 'Profil', messages: 'Nachrichten', settings: 'Einstellungen' },
      panels: {
        home: 'Willkommen: die neuesten Nachrichten Ihres Teams.', profile: 'Ihr Name, Bild und Ihre Kontaktdaten.',
        messages: 'Drei ungelesene Nachrichten warten.', settings: 'Einstellungen für Benachrichtigungen und Datenschutz.',
      },
      basic: { title: 'Einfach', subtitle: 'Eine Reihe von Links; der aktuelle ist unterstrichen und wird als aktuelle Seite angesagt.' },
      fill: { title: 'Füllend mit Symbolen', subtitle: 'Die Links teilen sich die ganze Breite und tragen Symbole.' },
      vertical: { title: 'Vertikal', subtitle: 'Links in einer Spalte neben dem Inhalt.' },
      dropdown: {
        title: 'Mit Aufklappmenü', subtitle: 'Seltener genutzte Links kommen in ein Menü; die Wahl setzt ihren Namen auf die Schaltfläche.',
        label: 'Hauptbereiche', more: 'Mehr', reports: 'Berichte', exports: 'Exporte', archive: 'Archiv', showing: 'Angezeigt: %{page}',
      },
      bottom: {
        title: 'Untere Navigation', subtitle: 'Drei bis fünf Ziele für kleine Bildschirme.',
        recents: 'Zuletzt', favorites: 'Favoriten', nearby: 'In der Nähe', showing: 'Angezeigt: %{page}',
      },
    },
    overlay: {
      title: 'Überlagerung',
      sample: { heading: 'Quartalsbericht', text: 'Der Umsatz stieg gegenüber dem Vorquartal um 12 %, vor allem durch neue Kunden.' },
      basic: {
        title: 'Über einem Block', subtitle: 'Einen Block abdecken, solange er beschäftigt ist; der Rest der Seite bleibt nutzbar.',
        show: 'Überlagerung zeigen', hide: 'Überlagerung verbergen', cancel: 'Abbrechen', blur: 'Inhalt weichzeichnen', variant: 'Farbe',
        light: 'Hell', dark: 'Dunkel', primary: 'Primär',
      },
      loading: {
        title: 'Beim Laden', subtitle: 'Die Überlagerung erscheint, solange Daten laden, und verschwindet, wenn sie da sind.',
        load: 'Daten laden', busy: 'Wird geladen…', idle: 'Noch keine Daten geladen.', done: 'Daten geladen um %{time}.',
      },
      page: {
        title: 'Ganze Seite', subtitle: 'Die ganze Seite abdecken; ein Klick oder drei Sekunden heben sie auf.',
        show: 'Seite abdecken', hint: 'Zum Schließen irgendwo klicken.',
      },
    },
    pagination: {
      title: 'Seitennummerierung',
      list: {
        title: 'Eine Liste blättern', subtitle: 'Die Seitennummerierung bestimmt, welche Bestellungen erscheinen; auch die Seitengröße ist änderbar.',
        label: 'Bestellungen', order: 'Bestellung #%{id}', amount: 'Summe: %{amount} €', range: '%{from}–%{to} von %{total}',
        perPage: 'Pro Seite', nav: 'Bestellseiten',
      },
      styles: { title: 'Farben, Varianten und Formen', subtitle: 'Text oder umrandet, rund oder abgerundet.', standard: 'Standard' },
      sizes: { title: 'Größen', subtitle: 'Klein, mittel und groß.' },
      ranges: {
        title: 'Bereiche und Schaltflächen', subtitle: 'Wie viele Seiten um die aktuelle und an den Enden erscheinen, mit oder ohne Pfeile.',
        disabled: 'Deaktivierte Seitennummerierung',
      },
      table: {
        title: 'Tabellen-Seitennummerierung', subtitle: 'Zeilen pro Seite und der angezeigte Bereich, wie unter einer Datentabelle.',
        rowsPerPage: 'Zeilen pro Seite:',
      },
      aria: { page: 'Zu Seite %{page}', current: 'Seite %{page}', first: 'Erste Seite', last: 'Letzte Seite', next: 'Nächste Seite', previous: 'Vorherige Seite' },
    },
    paginationNav: {
      title: 'Seitennavigation',
      numbered: {
        title: 'Seiten als Links', subtitle: 'Jede Seite ist ein Link, der die Seitenzahl in die Adresse schreibt: teilbar, und die Zurück-Taste funktioniert.',
        label: 'Artikelseiten', heading: 'Seite %{page}', text: 'Sie lesen Seite %{page} des Artikels. Laden Sie die Seite neu: Sie bleiben hier.',
        hint: 'Beobachten Sie die Adressleiste, während Sie die Seite wechseln.',
      },
      named: {
        title: 'Benannte Seiten', subtitle: 'Die Links können Namen statt Zahlen tragen.', label: 'Kapitel der Anleitung',
        introduction: { name: 'Einführung', text: 'Was die Anleitung behandelt und für wen sie gedacht ist.' },
        install: { name: 'Installieren', text: 'Abhängigkeiten installieren und den Entwicklungsserver starten.' },
        configure: { name: 'Konfigurieren', text: 'Die Adresse der API setzen und eine Standardsprache wählen.' },
        deploy: { name: 'Bereitstellen', text: 'Die Anwendung bauen und die Dateien von einem beliebigen statischen Host ausliefern.' },
      },
    },
    pill: {
      title: 'Pille',
      label: 'Bereiche',
      tabs: { home: 'Start', profile: 'Profil', messages: 'Nachrichten', disabled: 'Deaktiviert' },
      panels: {
        home: 'Die Zusammenfassung Ihres Tages: Termine, Aufgaben und Neuigkeiten.',
        profile: 'Ihr öffentliches Profil: Name, Bild und eine kurze Biografie.',
        messages: 'Drei ungelesene Nachrichten Ihres Teams warten auf Sie.',
        disabled: 'Dieser Bereich ist nicht verfügbar.',
      },
      basic: { title: 'Einfache Pillen', subtitle: 'Reiter als Pillen gezeichnet; die Pfeiltasten wechseln zwischen ihnen.' },
      fill: { title: 'Füllend', subtitle: 'Die Pillen teilen sich die ganze Breite.' },
      icons: { title: 'Symbole und Zähler', subtitle: 'Ein Symbol vor der Beschriftung, mit einer Anzahl, wo es hilft.' },
      vertical: { title: 'Vertikal', subtitle: 'Eine Spalte von Pillen neben dem Inhalt.' },
    },
    pillBadge: {
      title: 'Pillen-Abzeichen',
      filled: { title: 'Gefüllt', subtitle: 'Abgerundete Etiketten in jeder Farbe der Palette.' },
      light: { title: 'Hell', subtitle: 'Ein getönter Hintergrund mit farbigem Text, ruhiger als gefüllt.' },
      outlined: { title: 'Umrandet', subtitle: 'Nur Rand und Text sind farbig.' },
      glow: { title: 'Leuchten', subtitle: 'Ein farbiger Schatten lenkt den Blick auf ein wichtiges Etikett.' },
      icons: { title: 'Symbole und Avatare', subtitle: 'Ein Symbol oder ein kleiner Avatar vor dem Text.', featured: 'Empfohlen', verified: 'Geprüft' },
      tags: {
        title: 'Bearbeitbare Schlagwörter', subtitle: 'Ein Klick wählt ein Schlagwort, sein Kreuz entfernt es, das Feld fügt neue hinzu.',
        react: 'React', design: 'Design', backend: 'Backend', label: 'Neues Schlagwort', add: 'Hinzufügen', empty: 'Keine Schlagwörter.',
        required: 'Geben Sie zuerst ein Schlagwort ein.', tooLong: 'Ein Schlagwort hat höchstens %{max} Zeichen.', duplicate: '„%{tag}“ steht bereits in der Liste.',
      },
    },
    popover: {
      title: 'Popover',
      basic: {
        title: 'Per Klick öffnen', subtitle: 'Ein Popover öffnet sich per Klick und schließt sich bei einem Klick daneben oder mit Escape.',
        open: 'Popover öffnen', heading: 'Popover-Titel', text: 'Ein Popover fasst mehr als ein Tooltip: einen Titel, Text, sogar Bedienelemente.',
      },
      sides: {
        title: 'Seiten', subtitle: 'Das Popover an jeder Seite seiner Schaltfläche platzieren; Anfang und Ende folgen der Leserichtung.',
        top: 'Oben', bottom: 'Unten', start: 'Anfang', end: 'Ende', heading: 'Popover an der Seite: %{side}',
        text: 'Das Popover weicht aus, um auf dem Bildschirm zu bleiben, wenn kein Platz ist.',
      },
      hover: {
        title: 'Beim Überfahren', subtitle: 'Zusatzinformationen zeigen, solange der Mauszeiger auf einem Wort ruht oder es den Tastaturfokus hat.',
        before: 'Die', trigger: 'Service-Level-Vereinbarung', after: 'gilt für jeden bezahlten Tarif.',
        heading: 'Service-Level-Vereinbarung', text: 'Wir antworten innerhalb von vier Arbeitsstunden und halten 99,9 % Verfügbarkeit.',
      },
      edit: {
        title: 'Formular im Popover', subtitle: 'Einen Wert direkt bearbeiten, ohne die Seite zu verlassen.',
        initial: 'Marketingteam', button: 'Umbenennen', label: 'Teamname', save: 'Speichern', required: 'Geben Sie einen Namen ein.',
      },
    },
    progress: {
      title: 'Fortschritt',
      linear: { title: 'Balken', subtitle: 'Ein bestimmter Balken je Farbe, mit seinem Wert daneben.' },
      kinds: {
        title: 'Balkenarten', subtitle: 'Bei unbekannter Dauer, beim Puffern, mit animierten Streifen, schmal.',
        indeterminate: 'Unbestimmt', buffer: 'Puffer', striped: 'Gestreift und animiert', thin: 'Schmal',
      },
      circular: { title: 'Kreisförmig', subtitle: 'Ein Ring mit dem Wert darin.' },
      upload: {
        title: 'Funktionierendes Beispiel', subtitle: 'Ein simulierter Upload, den Sie starten, pausieren, fortsetzen und zurücksetzen können.',
        label: 'Upload-Fortschritt', start: 'Upload starten', resume: 'Fortsetzen', pause: 'Pausieren', reset: 'Zurücksetzen',
        idle: 'Bereit zum Hochladen.', running: 'Wird hochgeladen…', paused: 'Pausiert.', done: 'Upload abgeschlossen.',
      },
    },
    sidebar: {
      title: 'Seitenleiste',
      close: 'Seitenleiste schließen',
      entries: { dashboard: 'Dashboard', people: 'Personen', settings: 'Einstellungen' },
      placement: {
        title: 'Platzierung', subtitle: 'Eine Seitenleiste von jedem Rand hereinschieben; ein Klick auf den Hintergrund oder Escape schließt sie.',
        start: 'Vom Anfang', end: 'Vom Ende', top: 'Von oben', bottom: 'Von unten',
        heading: 'Navigation', label: 'Seitenleiste', current: 'Aktueller Bereich: %{page}',
      },
      push: {
        title: 'Inhalt verschieben', subtitle: 'Eine dauerhafte Seitenleiste schiebt den Inhalt beiseite, statt ihn zu verdecken.',
        show: 'Seitenleiste zeigen', hide: 'Seitenleiste verbergen',
        text: 'Der Inhalt wird schmaler, solange die Seitenleiste offen ist.',
        entries: { dashboard: 'Dashboard', people: 'Personen', settings: 'Einstellungen' },
      },
      settings: {
        title: 'Mit Fußbereich', subtitle: 'Einstellungen in der Seitenleiste ändern; sie gelten erst nach dem Speichern.',
        open: 'Einstellungen öffnen', heading: 'Anzeigeeinstellungen', compact: 'Kompakte Abstände', avatars: 'Avatare zeigen', dark: 'Dunkle Karte',
        cancel: 'Abbrechen', save: 'Speichern', preview: 'Diese Karte folgt den gespeicherten Einstellungen.',
      },
    },
    spinner: {
      title: 'Ladeanzeige',
      loading: 'Wird geladen',
      border: { title: 'Ring', subtitle: 'Ein drehender Ring in jeder Farbe; geben Sie ihm einen zugänglichen Namen.' },
      grow: { title: 'Wachsen', subtitle: 'Ein Punkt, der anschwillt und verblasst, ruhiger als ein Ring.' },
      sizes: { title: 'Größen', subtitle: 'Jede Größe und Ringstärke.' },
      buttons: {
        title: 'In Schaltflächen', subtitle: 'Zeigen, dass eine Aktion läuft, und einen zweiten Klick verhindern.',
        load: 'Mehr laden', loading: 'Wird geladen…', count: '%{smart_count} Eintrag angezeigt |||| %{smart_count} Einträge angezeigt',
      },
    },
    tab: {
      title: 'Reiter',
      label: 'Produktinformationen',
      tabs: { overview: 'Überblick', details: 'Details', reviews: 'Bewertungen', disabled: 'Deaktiviert' },
      panels: {
        overview: 'Eine leichte Frühlingsjacke, wasserabweisend und klein verstaubar.',
        details: 'Obermaterial Polyester, recyceltes Futter, zwei Reißverschlusstaschen, maschinenwaschbar.',
        reviews: 'Von 128 Kunden mit 4,6 von 5 bewertet.',
      },
      basic: { title: 'Einfach', subtitle: 'Jeder Reiter zeigt sein Feld; Pfeiltasten wechseln zwischen den Reitern.' },
      fill: { title: 'Volle Breite und zentriert', subtitle: 'Reiter, die sich die Breite teilen, in der Sekundärfarbe, oder zentriert.' },
      vertical: { title: 'Vertikal', subtitle: 'Reiter in einer Spalte neben ihrem Feld.' },
      icons: {
        title: 'Symbole', subtitle: 'Symbole über oder vor der Beschriftung, oder allein mit zugänglichem Namen.',
        label: 'Kontakte', recents: 'Zuletzt', favorites: 'Favoriten', nearby: 'In der Nähe', showing: 'Angezeigt: %{tab}',
      },
      scrollable: { title: 'Scrollbar', subtitle: 'Zu viele Reiter für die Breite: Pfeile scrollen durch sie.', label: 'Monate', item: 'Reiter %{n}' },
      dynamic: {
        title: 'Hinzufügen und schließen', subtitle: 'Neue Reiter öffnen und mit ihrem Kreuz schließen.',
        label: 'Offene Dokumente', tab: 'Dokument %{n}', close: 'Dokument %{n} schließen', add: 'Neuer Reiter',
        content: 'Inhalt von Dokument %{n}.', empty: 'Alle Reiter sind geschlossen. Öffnen Sie einen neuen.',
      },
    },
    time: {
      title: 'Uhrzeit',
      ampm: '12-Stunden-Format (AM/PM)',
      selected: 'Gewählt: %{time}',
      none: 'keine Uhrzeit',
      clock: { title: 'Zifferblatt', subtitle: 'Erst die Stunde, dann die Minuten auf einer analogen Uhr wählen.' },
      digital: { title: 'Zeitfenster', subtitle: 'Eine Liste von Uhrzeiten im 15-Minuten-Takt, begrenzt auf die Arbeitszeit.' },
      sections: { title: 'Stunden, Minuten und Sekunden', subtitle: 'Eine Spalte je Einheit, für genaue Zeiten.' },
      states: { title: 'Schreibgeschützt und deaktiviert', subtitle: 'Eine Uhrzeit zeigen, die sich nicht ändern lässt.', readOnly: 'Schreibgeschützt (ausschalten für deaktiviert)' },
    },
    timeline: {
      title: 'Zeitleiste',
      basic: {
        title: 'Projektmeilensteine', subtitle: 'Farbige Punkte, durch eine Linie verbunden, das Neueste unten.',
        kickoff: { title: 'Kick-off-Treffen', time: 'Woche 1', text: 'Ziele mit dem ganzen Team vereinbart.' },
        design: { title: 'Design abgenommen', time: 'Woche 3', text: 'Bildschirme und Abläufe vom Kunden freigegeben.' },
        build: { title: 'Erste Version gebaut', time: 'Woche 7', text: 'Interne Tests haben begonnen.' },
        launch: { title: 'Start', time: 'Woche 10', text: 'Für alle Kunden live.' },
      },
      shipping: {
        title: 'Symbole und Gegenseite', subtitle: 'Symbole statt Punkten, Uhrzeiten auf der anderen Seite der Linie.',
        ordered: 'Bestellung aufgegeben', packed: 'Verpackt', shipped: 'An den Versanddienst übergeben', delivered: 'Zugestellt', signed: 'An der Haustür quittiert.',
      },
      feed: {
        title: 'Aktivitätsverlauf', subtitle: 'Nach Art filtern und Notizen hinzufügen; der neueste Eintrag steht oben.',
        filter: 'Anzeigen', label: 'Neue Notiz', add: 'Notiz hinzufügen', required: 'Schreiben Sie zuerst die Notiz.', empty: 'Noch nichts dieser Art.',
        kinds: { all: 'Alle', note: 'Notiz', call: 'Anruf', mail: 'E-Mail' },
        sampleCall: 'Kunden wegen der Verlängerung angerufen.', sampleMail: 'Angebot für die neuen Lizenzen gesendet.', sampleNote: 'Der Kunde bevorzugt Rechnungen in Euro.',
      },
    },
    toasts: {
      title: 'Toasts',
      notify: {
        title: 'Benachrichtigungen', subtitle: 'useNotify von react-admin zeigt drei Sekunden lang einen Toast jeder Art.',
        messages: {
          info: 'Zu Ihrem Artikel wurde ein neuer Kommentar geschrieben.', success: 'Ihr Profil wurde aktualisiert.',
          warning: 'Ihre Sitzung läuft in fünf Minuten ab.', error: 'Die Datei konnte nicht hochgeladen werden.',
        },
        name: 'Ihr Name', greet: 'Begrüße mich', greeting: 'Hallo, %{name}! Meldungen können Werte enthalten.', stranger: 'Unbekannte Person',
      },
      undo: {
        title: 'Mit Aktion', subtitle: 'Archivieren Sie eine Nachricht; der Toast bietet fünf Sekunden lang Rückgängig an.',
        label: 'Nachrichten', archive: '„%{subject}“ archivieren', archived: '„%{subject}“ archiviert.', undoButton: 'Rückgängig',
        restore: 'Alle wiederherstellen', empty: 'Posteingang leer.',
        items: { invoice: 'Rechnung für März', meeting: 'Besprechungsnotizen', report: 'Wochenbericht' },
      },
      persistent: {
        title: 'Dauerhaft', subtitle: 'Ein Toast, der bleibt, bis er geschlossen wird, für etwas, das Aufmerksamkeit braucht.',
        show: 'Toast zeigen', hint: 'Er bleibt oben auf dem Bildschirm, bis Sie ihn schließen.',
        message: 'Ihr Speicher ist fast voll. Löschen Sie alte Dateien, um weiter E-Mails zu empfangen.',
      },
    },
    tooltip: {
      title: 'Tooltip',
      placements: { title: 'Platzierungen', subtitle: 'Zwölf Positionen um das Element, mit Pfeil.', tip: 'Platzierung: %{placement}' },
      colors: { title: 'Farben', subtitle: 'Blase und Pfeil passend zur Aktion einfärben.', tip: 'Tooltip: %{color}' },
      triggers: {
        title: 'Auslöser', subtitle: 'Überfahren, Tastaturfokus oder Klick; eine deaktivierte Schaltfläche umschließen, damit ihr Tooltip erscheint.',
        hover: 'Überfahre mich', hovered: 'Beim Überfahren und beim Fokus gezeigt', focus: 'Fokussiere mich', focused: 'Gezeigt, solange das Feld den Fokus hat',
        click: 'Klicke mich', clicked: 'Per Klick gezeigt; Klick daneben blendet aus', disabled: 'Deaktiviert', disabledTip: 'Diese Aktion ist noch nicht verfügbar',
        delete: 'Löschen',
      },
      advanced: {
        title: 'Verzögerung, Zeiger und reicher Inhalt', subtitle: 'Vor dem Anzeigen warten, dem Zeiger folgen oder einen Link hineinsetzen.',
        delay: 'Mit Verzögerung', delayed: 'Nach 0,8 Sekunden erschienen', follow: 'Zeiger hierher bewegen', following: 'Ich folge dem Zeiger',
        rich: 'Mehr zur Typografie', richText: 'Tooltips können Links enthalten:', link: 'siehe die Typografie-Seite',
      },
    },
  },
};
export default de;
