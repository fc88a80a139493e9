import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  showcaseUi: {
    menu: 'Benutzeroberfläche',
    typography: {
      title: 'Typografie',
      sample: 'Franz jagt im komplett verwahrlosten Taxi quer durch Bayern.',
      headings: {
        title: 'Überschriften',
        subtitle: 'Sechs Überschriftsebenen; das Aussehen wählt variant, die Bedeutung component.',
        text: 'Überschrift der Seite',
      },
      text: {
        title: 'Fließtext und kleine Schrift',
        subtitle: 'Untertitel, Fließtext, Bildunterschriften, Overlines und Schaltflächentext.',
      },
      colors: {
        title: 'Textfarben',
        subtitle: 'Themenfarben passen sich jedem Design an; text.secondary eignet sich für ergänzenden Text.',
      },
      styles: {
        title: 'Stärken und Stile',
        subtitle: 'Schriftstärken, Betonung, markierter Text, Code im Text und Tasten.',
        weight: 'Schriftstärke %{weight}',
        italic: 'Kursiver Text zur Betonung',
        underline: 'Unterstrichener Text',
        strike: 'Text, der nicht mehr gilt',
        markBefore: 'Heben Sie den',
        mark: 'wichtigen Teil hervor',
        codeBefore: 'Code im Text:',
        kbdBefore: 'Suche öffnen mit',
        small: 'Kleingedrucktes, für Hinweise und Rechtstexte.',
      },
      align: {
        title: 'Ausrichtung und Überlauf',
        subtitle:
          'Anfang, Mitte und Ende folgen der Leserichtung; langer Text lässt sich mit Auslassungspunkten kürzen.',
        start: 'Am Anfang ausgerichtet',
        center: 'Zentriert',
        end: 'Am Ende ausgerichtet',
        noWrap: 'Eine Zeile mit Auslassungspunkten',
        clamp: 'Höchstens zwei Zeilen',
        long: 'Dieser Satz ist absichtlich so lang, dass er nicht in eine einzige Zeile der Karte passt, und zeigt so, wie Text mit Auslassungspunkten gekürzt wird, wenn nicht genug Platz ist, um alles anzuzeigen.',
      },
      blocks: {
        title: 'Listen und Zitate',
        subtitle: 'Aufzählungen, nummerierte Listen und ein Zitat mit Urheber.',
        one: 'Das Schema entwerfen',
        two: 'Die Ressource deklarieren',
        three: 'Die Bildschirme erzeugen lassen',
        quote: 'Einfachheit ist die Voraussetzung für Zuverlässigkeit.',
        author: 'Edsger W. Dijkstra',
      },
    },
    colors: {
      title: 'Farben',
      copy: '%{name} kopieren: %{value}',
      copied: '%{value} kopiert.',
      names: {
        primary: 'Primär',
        secondary: 'Sekundär',
        success: 'Erfolg',
        error: 'Fehler',
        warning: 'Warnung',
        info: 'Info',
      },
      skin: {
        title: 'Design',
        subtitle:
          'Jede Farbe unten wird aus dem aktuellen Thema gelesen. Wechseln Sie das Design und sehen Sie zu, wie sie sich ändern.',
        label: 'Design',
        light: 'Hell',
        dark: 'Dunkel',
        bordered: 'Umrandet',
        'semi-dark': 'Halbdunkel',
        current: 'Design: %{skin}; der Inhalt nutzt die %{mode} Palette.',
        mode: { light: 'helle', dark: 'dunkle' },
      },
      main: {
        title: 'Themenfarben',
        subtitle:
          'Helle, Haupt- und dunkle Abstufung jeder Farbe, mit Kontrasttext. Klicken Sie auf eine Farbe, um sie zu kopieren.',
      },
      neutral: {
        title: 'Text, Hintergründe und Zustände',
        subtitle: 'Die Farben hinter Text, Flächen, Trennlinien sowie Hover- und Auswahlzuständen.',
      },
      grey: { title: 'Grautöne', subtitle: 'Die Grauskala von 50 bis 900.' },
    },
    feather: {
      title: 'Symbole',
      search: {
        title: 'Symbolgalerie',
        subtitle:
          '%{count} Material-Symbole, sofort einsetzbar. Suchen Sie nach dem englischen Namen und klicken Sie auf ein Symbol, um seine Importzeile zu kopieren.',
        label: 'Symbole suchen',
        placeholder: 'z. B. arrow, mail, person',
        size: 'Symbolgröße',
        count: '%{shown} von %{total} Symbolen',
      },
      list: 'Symbole',
      copy: 'Import des Symbols %{name} kopieren',
      copyHint: 'Klicken, um die Importzeile zu kopieren',
      copied: 'Kopiert:',
      copyFailed: 'Kopieren nicht möglich. Markieren Sie die Zeile und drücken Sie Strg+C:',
      empty: 'Kein Symbol passt zu „%{query}“.',
    },
  },
};
export default de;
