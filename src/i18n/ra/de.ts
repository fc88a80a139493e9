import type { TranslationMessages } from 'ra-core';
import germanBase from 'ra-language-german';
import { mergeMessages } from './mergeMessages';

/**
 * German translations of react-admin's own UI messages, merged on top of ra-language-german.
 * Mirrors every key of ra-language-english 5.15 (formal "Sie" register), so every message of the base, which was
 * written for react-admin 3, is overridden here; the base's one key react-admin no longer has is left out.
 */
const germanOverrides: TranslationMessages = {
  ra: {
    action: {
      add_filter: 'Filter hinzufügen',
      add: 'Hinzufügen',
      back: 'Zurück',
      bulk_actions: '1 Element ausgewählt |||| %{smart_count} Elemente ausgewählt',
      cancel: 'Abbrechen',
      clear_array_input: 'Liste leeren',
      clear_input_value: 'Wert löschen',
      clone: 'Duplizieren',
      confirm: 'Bestätigen',
      create: 'Erstellen',
      create_item: '%{item} erstellen',
      delete: 'Löschen',
      edit: 'Bearbeiten',
      export: 'Exportieren',
      list: 'Liste',
      refresh: 'Aktualisieren',
      remove_filter: 'Diesen Filter entfernen',
      remove_all_filters: 'Alle Filter entfernen',
      remove: 'Entfernen',
      reset: 'Zurücksetzen',
      save: 'Speichern',
      search: 'Suchen',
      search_columns: 'Spalten durchsuchen',
      select_all: 'Alle auswählen',
      select_all_button: 'Alle auswählen',
      select_row: 'Diese Zeile auswählen',
      show: 'Anzeigen',
      sort: 'Sortieren',
      undo: 'Rückgängig',
      unselect: 'Auswahl aufheben',
      expand: 'Aufklappen',
      close: 'Schließen',
      open_menu: 'Menü öffnen',
      close_menu: 'Menü schließen',
      update: 'Aktualisieren',
      move_up: 'Nach oben verschieben',
      move_down: 'Nach unten verschieben',
      open: 'Öffnen',
      toggle_theme: 'Hell-/Dunkelmodus umschalten',
      select_columns: 'Spalten',
      update_application: 'Anwendung neu laden',
    },
    boolean: {
      true: 'Ja',
      false: 'Nein',
      null: ' ',
    },
    page: {
      create: '%{name} erstellen',
      dashboard: 'Dashboard',
      edit: '%{name} %{recordRepresentation}',
      error: 'Etwas ist schiefgelaufen',
      list: '%{name}',
      loading: 'Wird geladen',
      not_found: 'Nicht gefunden',
      show: '%{name} %{recordRepresentation}',
      empty: 'Noch keine %{name} vorhanden.',
      invite: 'Möchten Sie einen Eintrag hinzufügen?',
      access_denied: 'Zugriff verweigert',
      authentication_error: 'Authentifizierungsfehler',
    },
    input: {
      file: {
        upload_several: 'Dateien zum Hochladen hier ablegen oder klicken, um eine auszuwählen.',
        upload_single: 'Datei zum Hochladen hier ablegen oder klicken, um sie auszuwählen.',
      },
      image: {
        upload_several: 'Bilder zum Hochladen hier ablegen oder klicken, um eines auszuwählen.',
        upload_single: 'Bild zum Hochladen hier ablegen oder klicken, um es auszuwählen.',
      },
      references: {
        all_missing: 'Die Referenzdaten konnten nicht gefunden werden.',
        many_missing: 'Mindestens eine der zugehörigen Referenzen scheint nicht mehr verfügbar zu sein.',
        single_missing: 'Die zugehörige Referenz scheint nicht mehr verfügbar zu sein.',
      },
      password: {
        toggle_visible: 'Passwort verbergen',
        toggle_hidden: 'Passwort anzeigen',
      },
    },
    message: {
      about: 'Über',
      access_denied: 'Sie haben nicht die erforderlichen Berechtigungen, um auf diese Seite zuzugreifen',
      are_you_sure: 'Sind Sie sicher?',
      authentication_error:
        'Der Authentifizierungsserver hat einen Fehler zurückgegeben und Ihre Anmeldedaten konnten nicht überprüft werden.',
      auth_error: 'Beim Überprüfen des Authentifizierungstokens ist ein Fehler aufgetreten.',
      bulk_delete_content:
        'Möchten Sie dieses Element (%{name}) wirklich löschen? |||| Möchten Sie diese %{smart_count} Elemente wirklich löschen?',
      bulk_delete_title: '%{name} löschen |||| %{smart_count} %{name} löschen',
      bulk_update_content:
        'Möchten Sie %{name} %{recordRepresentation} wirklich aktualisieren? |||| Möchten Sie diese %{smart_count} Elemente wirklich aktualisieren?',
      bulk_update_title: '%{name} %{recordRepresentation} aktualisieren |||| %{smart_count} %{name} aktualisieren',
      clear_array_input: 'Möchten Sie wirklich die gesamte Liste leeren?',
      delete_content: 'Möchten Sie dieses Element (%{name}) wirklich löschen?',
      delete_title: '%{name} %{recordRepresentation} löschen',
      details: 'Details',
      error: 'Ein Clientfehler ist aufgetreten und Ihre Anfrage konnte nicht abgeschlossen werden.',
      invalid_form: 'Das Formular ist ungültig. Bitte überprüfen Sie die Fehler.',
      loading: 'Bitte warten',
      no: 'Nein',
      not_found: 'Entweder haben Sie eine falsche URL eingegeben oder Sie sind einem fehlerhaften Link gefolgt.',
      select_all_limit_reached:
        'Es gibt zu viele Elemente, um alle auszuwählen. Nur die ersten %{max} Elemente wurden ausgewählt.',
      unsaved_changes: 'Einige Ihrer Änderungen wurden nicht gespeichert. Möchten Sie sie wirklich verwerfen?',
      yes: 'Ja',
      placeholder_data_warning: 'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
    },
    navigation: {
      clear_filters: 'Filter zurücksetzen',
      no_filtered_results: 'Keine %{name} mit den aktuellen Filtern gefunden.',
      no_results: 'Keine %{name} gefunden',
      no_more_results:
        'Die Seitennummer %{page} liegt außerhalb des gültigen Bereichs. Versuchen Sie es mit der vorherigen Seite.',
      page_out_of_boundaries: 'Seitennummer %{page} liegt außerhalb des gültigen Bereichs',
      page_out_from_end: 'Die letzte Seite ist bereits erreicht',
      page_out_from_begin: 'Die Seitennummer muss mindestens 1 sein',
      page_range_info: '%{offsetBegin}-%{offsetEnd} von %{total}',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} von mehr als %{offsetEnd}',
      current_page: 'Seite %{page}',
      page: 'Zu Seite %{page}',
      first: 'Zur ersten Seite',
      last: 'Zur letzten Seite',
      next: 'Zur nächsten Seite',
      previous: 'Zur vorherigen Seite',
      page_rows_per_page: 'Zeilen pro Seite:',
      skip_nav: 'Zum Inhalt springen',
    },
    sort: {
      sort_by: 'Nach %{field_lower_first} sortieren (%{order})',
      ASC: 'aufsteigend',
      DESC: 'absteigend',
    },
    auth: {
      auth_check_error: 'Bitte melden Sie sich an, um fortzufahren',
      user_menu: 'Profil',
      username: 'Benutzername',
      password: 'Passwort',
      email: 'E-Mail',
      sign_in: 'Anmelden',
      sign_in_error: 'Anmeldung fehlgeschlagen, bitte versuchen Sie es erneut',
      logout: 'Abmelden',
    },
    notification: {
      updated: 'Element aktualisiert |||| %{smart_count} Elemente aktualisiert',
      created: 'Element erstellt',
      deleted: 'Element gelöscht |||| %{smart_count} Elemente gelöscht',
      bad_item: 'Fehlerhaftes Element',
      item_doesnt_exist: 'Das Element existiert nicht',
      http_error: 'Fehler bei der Kommunikation mit dem Server',
      data_provider_error: 'Fehler im dataProvider. Details finden Sie in der Konsole.',
      i18n_error: 'Die Übersetzungen für die gewählte Sprache konnten nicht geladen werden',
      canceled: 'Aktion abgebrochen',
      logged_out: 'Ihre Sitzung ist beendet, bitte melden Sie sich erneut an.',
      not_authorized: 'Sie sind nicht berechtigt, auf diese Ressource zuzugreifen.',
      application_update_available: 'Eine neue Version ist verfügbar.',
      offline: 'Keine Verbindung. Die Daten konnten nicht abgerufen werden.',
    },
    validation: {
      required: 'Pflichtfeld',
      minLength: 'Muss mindestens %{min} Zeichen lang sein',
      maxLength: 'Darf höchstens %{max} Zeichen lang sein',
      minValue: 'Muss mindestens %{min} sein',
      maxValue: 'Darf höchstens %{max} sein',
      number: 'Muss eine Zahl sein',
      email: 'Muss eine gültige E-Mail-Adresse sein',
      oneOf: 'Muss einer der folgenden Werte sein: %{options}',
      regex: 'Muss einem bestimmten Format entsprechen (regulärer Ausdruck): %{pattern}',
      unique: 'Muss eindeutig sein',
    },
    saved_queries: {
      label: 'Gespeicherte Abfragen',
      query_name: 'Name der Abfrage',
      new_label: 'Aktuelle Abfrage speichern...',
      new_dialog_title: 'Aktuelle Abfrage speichern unter',
      remove_label: 'Gespeicherte Abfrage entfernen',
      remove_label_with_name: 'Abfrage „%{name}“ entfernen',
      remove_dialog_title: 'Gespeicherte Abfrage entfernen?',
      remove_message: 'Möchten Sie diesen Eintrag wirklich aus Ihrer Liste gespeicherter Abfragen entfernen?',
      help: 'Filtern Sie die Liste und speichern Sie diese Abfrage für später',
    },
    guesser: {
      empty: {
        title: 'Keine Daten zum Anzeigen',
        message: 'Bitte überprüfen Sie Ihren dataProvider',
      },
    },
    configurable: {
      customize: 'Anpassen',
      configureMode: 'Diese Seite konfigurieren',
      inspector: {
        title: 'Inspektor',
        content: 'Bewegen Sie den Mauszeiger über die Elemente der Oberfläche, um sie zu konfigurieren',
        reset: 'Einstellungen zurücksetzen',
        hideAll: 'Alle ausblenden',
        showAll: 'Alle einblenden',
      },
      Datagrid: {
        title: 'Tabelle',
        unlabeled: 'Unbenannte Spalte #%{column}',
      },
      SimpleForm: {
        title: 'Formular',
        unlabeled: 'Unbenanntes Eingabefeld #%{input}',
      },
      SimpleList: {
        title: 'Liste',
        primaryText: 'Primärtext',
        secondaryText: 'Sekundärtext',
        tertiaryText: 'Tertiärtext',
      },
    },
  },
};

const { prev: _renamedToPrevious, ...baseNavigation } = germanBase.ra.navigation;
const base: TranslationMessages = { ...germanBase, ra: { ...germanBase.ra, navigation: baseNavigation } };

const germanMessages: TranslationMessages = mergeMessages(base, germanOverrides);

export default germanMessages;
