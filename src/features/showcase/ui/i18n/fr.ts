import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  showcaseUi: {
    menu: 'Interface utilisateur',
    typography: {
      title: 'Typographie',
      sample: 'Portez ce vieux whisky au juge blond qui fume.',
      headings: {
        title: 'Titres',
        subtitle: 'Six niveaux de titre ; variant choisit l’apparence, component le sens.',
        text: 'Titre de la page',
      },
      text: {
        title: 'Corps de texte et petits textes',
        subtitle: 'Sous-titres, corps de texte, légendes, surtitres et texte de bouton.',
      },
      colors: {
        title: 'Couleurs du texte',
        subtitle: 'Les couleurs du thème s’adaptent à chaque apparence ; text.secondary convient au texte d’appoint.',
      },
      styles: {
        title: 'Graisses et styles',
        subtitle: 'Graisses, emphase, texte surligné, code en ligne et touches.',
        weight: 'Graisse %{weight}',
        italic: 'Texte en italique pour l’emphase',
        underline: 'Texte souligné',
        strike: 'Texte qui ne s’applique plus',
        markBefore: 'Surlignez la',
        mark: 'partie importante',
        codeBefore: 'Code en ligne :',
        kbdBefore: 'Ouvrez la recherche avec',
        small: 'Petits caractères, pour les notes et mentions légales.',
      },
      align: {
        title: 'Alignement et débordement',
        subtitle:
          'Début, centre et fin suivent le sens de lecture ; un long texte peut être coupé avec des points de suspension.',
        start: 'Aligné au début',
        center: 'Centré',
        end: 'Aligné à la fin',
        noWrap: 'Une ligne avec points de suspension',
        clamp: 'Deux lignes au plus',
        long: 'Cette phrase est volontairement longue pour ne pas tenir sur une seule ligne de la carte, ce qui montre comment le texte est coupé par des points de suspension quand la place manque pour tout afficher.',
      },
      blocks: {
        title: 'Listes et citations',
        subtitle: 'Listes à puces et numérotées, et une citation avec son auteur.',
        one: 'Concevoir le schéma',
        two: 'Déclarer la ressource',
        three: 'Laisser générer les écrans',
        quote: 'La simplicité est la condition préalable de la fiabilité.',
        author: 'Edsger W. Dijkstra',
      },
    },
    colors: {
      title: 'Couleurs',
      copy: 'Copier %{name} : %{value}',
      copied: '%{value} copié.',
      names: {
        primary: 'Primaire',
        secondary: 'Secondaire',
        success: 'Succès',
        error: 'Erreur',
        warning: 'Avertissement',
        info: 'Info',
      },
      skin: {
        title: 'Apparence',
        subtitle:
          'Chaque couleur ci-dessous est lue dans le thème actuel. Changez d’apparence et regardez-les changer.',
        label: 'Apparence',
        light: 'Claire',
        dark: 'Sombre',
        bordered: 'Bordée',
        'semi-dark': 'Semi-sombre',
        current: 'Apparence : %{skin} ; le contenu utilise la palette %{mode}.',
        mode: { light: 'claire', dark: 'sombre' },
      },
      main: {
        title: 'Couleurs du thème',
        subtitle:
          'Nuances claire, principale et foncée de chaque couleur, avec son texte contrasté. Cliquez sur une couleur pour la copier.',
      },
      neutral: {
        title: 'Texte, fonds et états',
        subtitle: 'Les couleurs du texte, des surfaces, des séparateurs et des états survolé ou sélectionné.',
      },
      grey: { title: 'Gris', subtitle: 'L’échelle de gris de 50 à 900.' },
    },
    feather: {
      title: 'Icônes',
      search: {
        title: 'Galerie d’icônes',
        subtitle:
          '%{count} icônes Material prêtes à l’emploi. Cherchez par leur nom anglais, puis cliquez sur une icône pour copier sa ligne d’import.',
        label: 'Rechercher des icônes',
        placeholder: 'p. ex. arrow, mail, person',
        size: 'Taille des icônes',
        count: '%{shown} icônes sur %{total}',
      },
      list: 'Icônes',
      copy: 'Copier l’import de l’icône %{name}',
      copyHint: 'Cliquez pour copier la ligne d’import',
      copied: 'Copié :',
      copyFailed: 'Copie impossible. Sélectionnez la ligne et appuyez sur Ctrl+C :',
      empty: 'Aucune icône ne correspond à « %{query} ».',
    },
  },
};
export default fr;
