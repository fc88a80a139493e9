import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  showcaseExtensions: {
    menu: 'Erweiterungen',
    sweetAlert: {
      title: 'Sweet Alert',
      ok: 'OK', cancel: 'Abbrechen',
      result: {
        confirmed: 'Ergebnis: bestätigt.', cancel: 'Ergebnis: mit der Schaltfläche abgebrochen.', backdrop: 'Ergebnis: durch Klick daneben geschlossen.',
        esc: 'Ergebnis: mit der Escape-Taste geschlossen.', timer: 'Ergebnis: durch den Timer geschlossen.',
      },
      types: {
        title: 'Arten', subtitle: 'Jede Art hat ihr eigenes animiertes Symbol.',
        success: { button: 'Erfolg', title: 'Gut gemacht!', text: 'Sie haben auf die Schaltfläche geklickt.' },
        error: { button: 'Fehler', title: 'Hoppla…', text: 'Etwas ist schiefgelaufen.' },
        warning: { button: 'Warnung', title: 'Vorsicht', text: 'Diese Aktion braucht Ihre Aufmerksamkeit.' },
        info: { button: 'Info', title: 'Schon gewusst?', text: 'Dialoge lassen sich mit Escape schließen.' },
        question: { button: 'Frage', title: 'Noch Fragen?', text: 'Fragen Sie das Team im Chat.' },
      },
      confirm: {
        title: 'Bestätigen oder abbrechen', subtitle: 'Vor einer zerstörerischen Aktion nachfragen und mit dem Ergebnis antworten.',
        button: 'Datei löschen', question: 'Sind Sie sicher?', text: 'Die Datei lässt sich danach nicht wiederherstellen.',
        yes: 'Ja, löschen', no: 'Nein, behalten', deleted: 'Gelöscht!', deletedText: 'Ihre Datei wurde gelöscht.',
        cancelled: 'Abgebrochen', cancelledText: 'Ihre Datei ist sicher.',
      },
      prompt: {
        title: 'Nach einem Wert fragen', subtitle: 'Ein Feld im Dialog, das vor dem Schließen geprüft wird.',
        button: 'Nach meinem Namen fragen', question: 'Wie heißen Sie?', label: 'Name', required: 'Bitte geben Sie Ihren Namen ein.', hello: 'Hallo, %{name}!',
      },
      async: {
        title: 'Asynchrone Prüfung', subtitle: 'Die Bestätigen-Schaltfläche wartet auf eine Prüfung; ein vergebener Name hält den Dialog offen.',
        button: 'Benutzernamen reservieren', question: 'Wählen Sie einen Benutzernamen', text: 'admin, root und johndoe sind bereits vergeben.',
        label: 'Benutzername', reserve: 'Reservieren', format: 'Verwenden Sie 3 bis 16 Buchstaben, Ziffern oder Unterstriche.',
        taken: '„%{name}“ ist bereits vergeben.', done: '„%{name}“ gehört Ihnen.',
      },
      timer: {
        title: 'Automatisch schließen', subtitle: 'Der Dialog schließt sich nach vier Sekunden; der Balken zeigt die verbleibende Zeit.',
        button: 'Vier Sekunden lang zeigen', question: 'Schließt gleich', text: 'Dieser Dialog schließt sich von selbst.',
      },
    },
    dragDrop: {
      title: 'Ziehen und Ablegen',
      handle: '%{item} verschieben',
      reset: 'Zurücksetzen',
      a11y: {
        instructions: 'Drücken Sie Leertaste oder Eingabe, um einen Eintrag aufzunehmen. Bewegen Sie ihn mit den Pfeiltasten, legen Sie ihn mit Leertaste oder Eingabe ab, oder brechen Sie mit Escape ab.',
        picked: '%{item} aufgenommen.', over: '%{item} ist über %{target}.', dropped: '%{item} wurde über %{target} abgelegt.', cancelled: 'Verschieben von %{item} abgebrochen.',
      },
      tasks: { plan: 'Sprint planen', design: 'Bildschirme entwerfen', build: 'Funktionen bauen', test: 'Alles testen', release: 'Veröffentlichen' },
      list: {
        title: 'Sortierbare Liste', subtitle: 'Ziehen Sie eine Zeile mit Maus oder Finger, oder fokussieren Sie ihren Griff und nutzen Sie Leertaste und Pfeiltasten.',
        label: 'Aufgaben in Reihenfolge', order: 'Reihenfolge: %{order}',
      },
      lists: {
        title: 'Zwischen Listen', subtitle: 'Karten von einer Liste in die andere verschieben oder innerhalb einer Liste umordnen.',
        backlog: 'Zu erledigen', done: 'Erledigt', empty: 'Karten hier ablegen.',
      },
      cards: { invoices: 'Rechnungen versenden', newsletter: 'Newsletter schreiben', onboarding: 'Onboarding verbessern', security: 'Sicherheitsprüfung', logo: 'Neues Logo', pricing: 'Preisseite' },
      grid: { title: 'Sortierbares Raster', subtitle: 'Dasselbe funktioniert mit Kacheln in einem Raster.', photo: 'Bild %{n}' },
    },
    swiper: {
      title: 'Swiper',
      previous: 'Vorherige Folie', next: 'Nächste Folie', goTo: 'Zu Folie %{n}',
      slide: 'Folie %{n}', thumb: 'Folie %{n} zeigen', position: 'Folie %{current} von %{total}',
      navigation: { title: 'Pfeile und Tastatur', subtitle: 'Pfeile für zurück und weiter; die Pfeiltasten funktionieren auch.' },
      pagination: { title: 'Arten der Seitenanzeige', subtitle: 'Dynamische Punkte, ein Bruch oder ein Fortschrittsbalken.' },
      multiple: { title: 'Mehrere pro Ansicht', subtitle: 'Eine Folie auf Telefonen, zwei auf Tablets, drei auf breiten Bildschirmen.' },
      centered: { title: 'Zentriert', subtitle: 'Die aktive Folie steht in der Mitte, die Nachbarn lugen hervor.' },
      coverflow: { title: 'Coverflow-Effekt', subtitle: 'Die Folien drehen sich dreidimensional um die aktive.' },
      cards: { title: 'Karten-Effekt', subtitle: 'Ein Kartenstapel zum Durchwischen.' },
      autoplay: { title: 'Automatisch abspielen', subtitle: 'Wechselt alle 2,5 Sekunden und beginnt von vorn; mit der Maus darüber pausiert es.' },
      vertical: { title: 'Vertikal', subtitle: 'Die Folien bewegen sich auf und ab, auch mit dem Mausrad.' },
      thumbs: { title: 'Galerie mit Vorschaubildern', subtitle: 'Vorschaubilder darunter steuern den Hauptslider.' },
    },
    clipboard: {
      title: 'Zwischenablage',
      field: {
        title: 'Eingegebenes kopieren', subtitle: 'Nutzt die Clipboard-API und greift auf den älteren Kopierbefehl zurück, wo diese API fehlt.',
        initial: 'Kopiere mich und füge mich unten ein!', label: 'Zu kopierender Text', copy: 'Kopieren', empty: 'Geben Sie zuerst etwas zum Kopieren ein.',
        copiedApi: 'Mit der Clipboard-API kopiert.', copiedFallback: 'Mit dem Ersatz-Kopierbefehl kopiert.',
        failed: 'Der Browser hat das Kopieren verweigert. Markieren Sie den Text und drücken Sie Strg+C.',
        paste: 'Zum Prüfen hier einfügen', pasteHint: 'Strg+V oder Rechtsklick und Einfügen',
      },
      coupon: { title: 'Einen Code kopieren', subtitle: 'Die Schaltfläche bestätigt das Kopieren zwei Sekunden lang.', text: 'Ihr Rabattcode', copy: 'Code kopieren' },
      keys: {
        title: 'Aus einer Liste kopieren', subtitle: 'Jede Zeile hat ihre eigene Kopierschaltfläche.',
        production: 'Produktionsschlüssel', staging: 'Staging-Schlüssel', webhook: 'Webhook-Geheimnis', copy: '%{name} kopieren',
      },
      readonly: { title: 'In einem Feld', subtitle: 'Ein schreibgeschütztes Feld mit Kopierschaltfläche am Ende.', label: 'Installationsbefehl', copy: 'Befehl kopieren' },
    },
    contextMenu: {
      title: 'Kontextmenü',
      files: {
        title: 'Dateiaktionen', subtitle: 'Rechtsklick auf eine Datei (oder fokussieren und Umschalt+F10) zeigt ihre Aktionen.',
        label: 'Dateien', hint: 'Rechtsklick auf eine Datei zum Öffnen, Umbenennen, Duplizieren, Markieren oder Löschen.',
        open: 'Öffnen', rename: 'Umbenennen', duplicate: 'Duplizieren', star: 'Mit Stern markieren', unstar: 'Stern entfernen', delete: 'Löschen',
        opened: '%{name} geöffnet.', starred: 'Mit Stern markiert', copySuffix: '(Kopie)', empty: 'Keine Dateien mehr.', reset: 'Dateien wiederherstellen',
        newName: 'Neuer Name', saveName: 'Namen speichern', cancelRename: 'Umbenennen abbrechen',
        nameRequired: 'Geben Sie einen Dateinamen ein.', nameTaken: 'Eine Datei namens %{name} gibt es bereits.',
      },
      text: {
        title: 'Textstile', subtitle: 'Rechtsklick auf den Absatz, um ihn zu gestalten.',
        sample: 'Rechtsklick auf diesen Absatz: fett oder kursiv setzen, hervorheben oder die Stile entfernen.',
        bold: 'Fett', italic: 'Kursiv', yellow: 'Gelb hervorheben', green: 'Grün hervorheben', clear: 'Stile entfernen',
      },
    },
    toastification: {
      title: 'Toast-Benachrichtigungen',
      close: 'Benachrichtigung schließen',
      positions: {
        'top-start': 'Oben, Anfang', 'top-center': 'Oben, Mitte', 'top-end': 'Oben, Ende',
        'bottom-start': 'Unten, Anfang', 'bottom-center': 'Unten, Mitte', 'bottom-end': 'Unten, Ende',
      },
      types: {
        title: 'Arten', subtitle: 'Jede Art hat ihre Farbe und ihr Symbol; mehrere Toasts stapeln sich.',
        default: { button: 'Standard', title: 'Hallo', message: 'Eine einfache Benachrichtigung.' },
        success: { button: 'Erfolg', title: 'Gespeichert', message: 'Ihre Änderungen sind sicher.' },
        info: { button: 'Info', title: 'Neue Nachricht', message: 'Ana hat Ihnen eine Datei geschickt.' },
        warning: { button: 'Warnung', title: 'Akku schwach', message: 'Schließen Sie Ihren Laptop bald an.' },
        error: { button: 'Fehler', title: 'Hochladen fehlgeschlagen', message: 'Die Datei ist größer als 10 MB.' },
      },
      options: {
        title: 'Position und Optionen', subtitle: 'Wählen Sie, wo der Toast erscheint, wie lange er bleibt und was er zeigt.',
        position: 'Position', timeout: 'Schließt nach %{smart_count} Sekunde |||| Schließt nach %{smart_count} Sekunden', never: 'Bleibt, bis er geschlossen wird',
        forever: 'Bis zum Schließen bleiben', progress: 'Fortschrittsbalken', pause: 'Beim Überfahren pausieren', close: 'Schließen-Schaltfläche',
        show: 'Toast zeigen', clear: '%{smart_count} Toast entfernen |||| %{smart_count} Toasts entfernen',
        sampleTitle: 'Hier bin ich', sample: 'Angezeigt: %{position}.',
      },
      actions: {
        title: 'Mit Aktionen', subtitle: 'Ein Toast kann eine Schaltfläche anbieten: ein Entfernen rückgängig machen oder öffnen, was gerade passiert ist.',
        label: 'Kontakte', people: { ana: 'Ana Silva', ben: 'Ben Kraus', chloe: 'Chloé Martin' },
        remove: '%{name} entfernen', removedTitle: 'Kontakt entfernt', removed: '%{name} wurde aus Ihren Kontakten entfernt.', undo: 'Rückgängig',
        restore: 'Alle wiederherstellen', empty: 'Keine Kontakte mehr.',
        export: 'Bericht exportieren', reportTitle: 'Bericht fertig', report: 'Ihr Monatsbericht wurde exportiert.', view: 'Ansehen',
        viewed: 'Sie haben den Monatsbericht aus dem Toast geöffnet.',
      },
    },
    i18n: {
      title: 'Internationalisierung',
      switch: {
        title: 'Sprache wechseln', subtitle: 'Die ganze Anwendung wechselt sofort die Sprache, ohne neu zu laden.',
        label: 'Sprache der Oberfläche', current: 'Aktuelle Sprache:', welcome: 'Willkommen im Admin!',
        explain: 'Dieser Text, das Menü, die Navigationsleiste und der Seitentitel folgen der gewählten Sprache. Die Wahl wird gespeichert.',
      },
      messages: {
        title: 'Werte und Pluralformen', subtitle: 'Meldungen nehmen Werte auf, und Pluralformen folgen den Regeln jeder Sprache.',
        name: 'Ihr Name', friend: 'Freund', greeting: 'Hallo, %{name}! Schön, Sie zu sehen.', count: 'Neue Nachrichten',
        none: 'Sie haben keine neuen Nachrichten.', inbox: 'Sie haben %{smart_count} neue Nachricht. |||| Sie haben %{smart_count} neue Nachrichten.',
      },
      formats: {
        title: 'Daten und Zahlen', subtitle: 'Mit der Intl-API des Browsers für die gewählte Sprache formatiert.',
        date: 'Datum', time: 'Uhrzeit', number: 'Zahl', currency: 'Preis', percent: 'Prozentsatz', relative: 'Relative Zeit', list: 'Aufzählung',
      },
    },
    slider: {
      title: 'Schieberegler',
      basic: {
        title: 'Stufenlos', subtitle: 'Den Regler ziehen, auf die Schiene klicken oder die Pfeiltasten nutzen.',
        volume: 'Lautstärke', value: 'Lautstärke: %{value}%', disabled: 'Deaktivierter Schieberegler',
      },
      steps: {
        title: 'Stufen und Markierungen', subtitle: 'In Zehnerschritten einrasten, oder nur auf markierten Werten.',
        label: 'Stufenwert', value: 'Wert: %{value}', temperature: 'Temperatur (nur markierte Werte)',
      },
      range: {
        title: 'Bereich', subtitle: 'Zwei Regler mit Mindestabstand; Felder und Schieberegler bleiben im Gleichschritt.',
        min: 'Mindestpreis', max: 'Höchstpreis', value: 'Von %{min} bis %{max}',
        errors: {
          notNumber: 'Geben Sie eine Zahl ein.', outOfBounds: 'Geben Sie einen Wert zwischen %{min} und %{max} ein.',
          tooClose: 'Halten Sie mindestens %{distance} Abstand zwischen Minimum und Maximum.',
        },
      },
      vertical: { title: 'Vertikal', subtitle: 'Ein Equalizer aus vertikalen Schiebereglern.', band: 'Band %{band} Hz' },
      colors: { title: 'Farben und Größen', subtitle: 'Jede Farbe der Palette, mittel oder klein.' },
    },
    tour: {
      title: 'Rundgang',
      controls: { next: 'Weiter', back: 'Zurück', skip: 'Rundgang überspringen', finish: 'Fertig', progress: 'Schritt %{current} von %{total}' },
      intro: {
        title: 'Geführter Rundgang', subtitle: 'Führen Sie neue Nutzer durch die Seite: Jeder Schritt hebt einen Teil hervor und erklärt ihn.',
        start: 'Rundgang starten', restart: 'Rundgang wiederholen', finished: 'Rundgang beendet. Gut gemacht!', skipped: 'Rundgang bei Schritt %{step} von %{total} übersprungen.',
      },
      steps: {
        welcome: { title: 'Willkommen!', text: 'Dieser kurze Rundgang zeigt die wichtigsten Teile des Dashboards. Nutzen Sie Weiter und Zurück, oder jederzeit Überspringen.' },
        stats: { title: 'Kennzahlen', text: 'Besucher, Umsatz und Bestellungen des laufenden Monats auf einen Blick.' },
        chart: { title: 'Wochentrend', text: 'Jeder Balken ist ein Tag; je höher, desto mehr Umsatz.' },
        tasks: { title: 'Teamfortschritt', text: 'Wo jeder Arbeitsbereich steht.' },
        invite: { title: 'Team einladen', text: 'Fügen Sie Kollegen hinzu, damit sie das Dashboard auch verfolgen. Das ist das Ende des Rundgangs.' },
      },
      page: {
        visitors: 'Besucher', sales: 'Umsatz', orders: 'Bestellungen', chart: 'Umsatz dieser Woche', chartLabel: 'Balkendiagramm des Umsatzes der letzten sieben Tage',
        tasks: 'Teamfortschritt', invite: 'Einladen',
        copied: 'Ein Einladungslink wurde in Ihre Zwischenablage kopiert.', failed: 'Der Einladungslink konnte nicht kopiert werden.',
        task: { design: 'Design', api: 'API', docs: 'Dokumentation' },
      },
    },
  },
};
export default de;
