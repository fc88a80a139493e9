import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  showcasePageLayouts: {
    menu: 'Seitenlayouts',
    routeEntry: 'Der Routeneintrag, der es bewirkt',
    effective: 'Auf dieser Seite geltende Einstellungen',
    scope:
      'Nur diese Route ändert sich: Ihre eigenen Layouteinstellungen bleiben unberührt und gelten auf jeder anderen Seite wieder.',
    others: 'Andere Layouts',
    home: 'Zurück zur Startseite',
    collapsedMenu: {
      title: 'Eingeklapptes Menü',
      heading: 'Eingeklapptes Menü',
      summary: 'Das vertikale Menü schrumpft auf seine Symbole und gibt dem Inhalt die Breite.',
      points: {
        one: 'Nur die Menüsymbole sind sichtbar; mit der Maus darüber erscheint das ganze Menü.',
        two: 'Jedes Symbol behält seinen Tooltip, jede Seite bleibt einen Klick entfernt.',
        three: 'Nützlich für breite Tabellen und Boards, die Platz brauchen.',
      },
    },
    boxedLayout: {
      title: 'Begrenzte Breite',
      heading: 'Layout mit begrenzter Breite',
      summary: 'Der Inhalt behält eine angenehme Höchstbreite, zentriert auf großen Bildschirmen.',
      points: {
        one: 'Textzeilen bleiben auch auf sehr breiten Monitoren gut lesbar.',
        two: 'Menü und Navigationsleiste bleiben, wo sie sind.',
        three: 'Auf kleinen Bildschirmen verhält es sich wie das Layout in voller Breite.',
      },
    },
    withoutMenu: {
      title: 'Ohne Menü',
      heading: 'Layout ohne Menü',
      summary: 'Kein Seitenmenü: Die Navigationsleiste bleibt, und der Inhalt nimmt die ganze Breite ein.',
      points: {
        one: 'Gut für konzentrierte Aufgaben wie einen Bestellabschluss oder einen Assistenten.',
        two: 'Die Suche in der Navigationsleiste findet weiterhin jede Seite.',
        three: 'Das Logo wandert in die Navigationsleiste.',
      },
    },
    layoutEmpty: {
      title: 'Leeres Layout',
      heading: 'Leeres Layout',
      summary: 'Das Menü bleibt, aber es gibt keine Navigationsleiste und keine Fußzeile.',
      points: {
        one: 'Die Seite bekommt die volle Höhe des Bildschirms.',
        two: 'Praktisch für Werkzeuge in voller Höhe wie einen Chat oder einen Kalender.',
        three: 'Verlassen Sie die Seite über das Menü oder die Schaltflächen unten.',
      },
    },
    layoutBlank: {
      title: 'Blankes Layout',
      heading: 'Blankes Layout',
      summary: 'Kein Menü, keine Navigationsleiste, keine Fußzeile: nur die Seite, wie bei Anmelde- und Fehlerseiten.',
      points: {
        one: "Der Routeneintrag sagt layout: 'full', daher erscheint die Seite außerhalb des Anwendungsrahmens.",
        two: 'Design und Sprache gelten weiterhin.',
        three: 'Mit den Schaltflächen unten geht es zurück in die Anwendung.',
      },
    },
  },
};
export default de;
