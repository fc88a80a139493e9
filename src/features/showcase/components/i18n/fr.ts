import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  showcaseComponents: {
    menu: 'Composants',
    alert: {
      title: 'Alerte',
      severities: {
        title: 'Niveaux de gravité', subtitle: 'La gravité fixe la couleur et l’icône : choisissez celle qui correspond au message.',
        success: 'Vos modifications ont été enregistrées.', info: 'Une nouvelle version est disponible.',
        warning: 'Votre abonnement se termine dans 3 jours.', error: 'Le paiement n’a pas pu être traité.',
      },
      variants: {
        title: 'Variantes', subtitle: 'Standard, contour ou plein : le même message avec plus ou moins de poids.',
        standard: 'Alerte standard', outlined: 'Alerte avec contour', filled: 'Alerte pleine',
      },
      dismissible: {
        title: 'Fermables', subtitle: 'Chaque alerte se ferme avec son propre bouton ; Rétablir les fait revenir.',
        first: 'Vous pouvez fermer ce message.', second: 'Et celui-ci aussi.', restore: 'Rétablir les alertes', allClosed: 'Toutes les alertes sont fermées.',
      },
      countdown: {
        title: 'Fermeture automatique', subtitle: 'L’alerte se ferme d’elle-même à la fin du compte à rebours.',
        start: 'Afficher pendant %{seconds} secondes',
        message: 'Cette alerte se ferme dans %{smart_count} seconde |||| Cette alerte se ferme dans %{smart_count} secondes',
      },
      actions: {
        title: 'Actions et icônes', subtitle: 'Placez un bouton dans l’alerte, changez son icône ou retirez-la.',
        archived: 'La conversation a été archivée.', undo: 'Annuler', restored: 'La conversation est de retour dans votre boîte de réception.',
        customIcon: 'Une icône personnalisée peut en dire plus que celle par défaut.', noIcon: 'Cette alerte n’a pas d’icône.',
      },
      visibility: {
        title: 'Afficher et masquer', subtitle: 'Liez l’alerte à un état pour qu’elle n’apparaisse que lorsqu’elle s’applique.',
        toggle: 'Afficher l’alerte', message: 'Visible parce que l’interrupteur est activé.',
      },
    },
    aspect: {
      title: 'Proportions',
      ratios: { title: 'Proportions courantes', subtitle: 'La propriété CSS aspect-ratio garde la hauteur proportionnelle à la largeur.' },
      resize: {
        title: 'Essayez', subtitle: 'Choisissez des proportions et une largeur : l’image garde ses proportions.',
        ratio: 'Proportions', width: 'Largeur : %{percent}%', alt: 'Paysage d’exemple recadré aux proportions choisies',
      },
    },
    avatar: {
      title: 'Avatar',
      sizes: { title: 'Tailles', subtitle: 'Réglez largeur et hauteur ; pour des initiales, adaptez aussi la police.' },
      variants: {
        title: 'Formes et couleurs', subtitle: 'Rond, arrondi ou carré, sur n’importe quelle couleur de la palette.',
        circular: 'Rond', rounded: 'Arrondi', square: 'Carré',
      },
      content: { title: 'Contenu', subtitle: 'Une image, des initiales ou une icône.' },
      group: {
        title: 'Groupe', subtitle: 'Empilez les avatars ; au-delà du maximum, un compteur indique combien il en reste.',
        members: '%{smart_count} membre |||| %{smart_count} membres', add: 'Ajouter un membre', remove: 'Retirer un membre', more: 'Autres membres',
      },
      status: {
        title: 'Avec statut', subtitle: 'Un point indique la présence. Cliquez sur un avatar pour la changer.',
        online: 'En ligne', away: 'Absent', busy: 'Occupé', offline: 'Hors ligne', change: '%{name} : %{status}. Cliquez pour changer le statut',
      },
    },
    badge: {
      title: 'Badge',
      colors: { title: 'Couleurs', subtitle: 'Un compteur dans le coin d’une icône, de n’importe quelle couleur de la palette.' },
      counter: {
        title: 'Compteur', subtitle: 'Au-delà du maximum, le badge affiche 99+ ; à zéro il disparaît, sauf demande contraire.',
        count: 'Modifier le nombre', decrease: 'Diminuer', increase: 'Augmenter', value: 'Nombre : %{count}',
        dot: 'Point seulement', showZero: 'Afficher zéro', hide: 'Masquer le badge',
      },
      positions: { title: 'Positions', subtitle: 'Ancrez le badge à n’importe quel coin ; en écriture de droite à gauche, il est inversé.' },
      labels: {
        title: 'Étiquettes', subtitle: 'De petites étiquettes à côté du texte signalent une nouveauté ou un état.',
        heading: 'Titre d’exemple', new: 'Nouveau',
      },
      inButtons: {
        title: 'Dans les boutons', subtitle: 'Un nombre dans un bouton ou sur un bouton icône.',
        messages: 'Messages', tasks: 'Tâches', cart: 'Panier, %{smart_count} article |||| Panier, %{smart_count} articles',
      },
    },
    breadcrumb: {
      title: 'Fil d’Ariane',
      label: 'Fil d’Ariane',
      basic: { title: 'Simple', subtitle: 'Des liens vers les pages parentes ; la page courante est un simple texte marqué comme courant.' },
      separators: { title: 'Séparateurs', subtitle: 'N’importe quel texte ou icône peut séparer les éléments.' },
      icons: { title: 'Icônes et puces', subtitle: 'Des icônes avant les libellés, ou chaque élément dessiné comme une puce.' },
      collapsed: { title: 'Replié', subtitle: 'Les longs chemins replient les éléments du milieu ; cliquez sur les points pour les déplier.', expand: 'Afficher les éléments masqués' },
      folders: {
        title: 'Chemin navigable', subtitle: 'Ouvrez un dossier pour descendre, cliquez sur un élément pour remonter.',
        label: 'Chemin du dossier', empty: 'Ce dossier est vide.',
        documents: 'Documents', projects: 'Projets', website: 'Site web', design: 'Design', content: 'Contenu', mobile: 'Application mobile',
        invoices: 'Factures', year2024: '2024', year2025: '2025',
      },
    },
    button: {
      title: 'Bouton',
      variants: {
        title: 'Variantes et couleurs', subtitle: 'Plein pour l’action principale, contour pour les secondaires, texte pour les moins importantes.',
        contained: 'Plein', outlined: 'Contour', text: 'Texte',
      },
      sizes: { title: 'Tailles', subtitle: 'Petit, moyen et grand ; fullWidth étire un bouton sur toute la largeur de son conteneur.', block: 'Bouton pleine largeur' },
      icons: {
        title: 'Icônes', subtitle: 'Une icône avant ou après le libellé, ou un bouton icône avec un nom accessible.',
        send: 'Envoyer', delete: 'Supprimer', edit: 'Modifier',
      },
      states: {
        title: 'États', subtitle: 'Désactivé, en chargement, comptant les clics et à bascule.',
        disabled: 'Désactivé', likes: '%{smart_count} j’aime |||| %{smart_count} j’aime',
        save: 'Enregistrer', saving: 'Enregistrement…', saved: 'Enregistré.', bookmark: 'Ajouter aux favoris', bookmarked: 'Dans les favoris',
      },
      fab: {
        title: 'Boutons d’action flottants', subtitle: 'Des boutons ronds pour l’action principale d’un écran, en trois tailles ou étendus.',
        add: 'Ajouter', edit: 'Modifier', like: 'J’aime', navigate: 'Naviguer',
      },
    },
    buttonGroup: {
      title: 'Groupe de boutons',
      one: 'Un', two: 'Deux', three: 'Trois',
      variants: {
        title: 'Variantes', subtitle: 'Des boutons liés réunis en un seul contrôle.',
        contained: 'Groupe plein', outlined: 'Groupe avec contour', text: 'Groupe texte',
      },
      sizes: { title: 'Tailles et couleurs', subtitle: 'Le groupe transmet sa taille et sa couleur à chaque bouton.' },
      vertical: { title: 'Vertical', subtitle: 'Empilez les boutons dans les espaces étroits.' },
      split: {
        title: 'Bouton partagé', subtitle: 'La partie principale lance l’action choisie ; la flèche ouvre les autres choix.',
        label: 'Fusionner la pull request', choose: 'Choisir la méthode de fusion',
        merge: 'Créer un commit de fusion', squash: 'Squash et fusion', rebase: 'Rebase et fusion',
        idle: 'Rien n’a encore été fusionné.', done: 'Fait : %{action}.',
      },
      toggle: {
        title: 'Boutons à bascule', subtitle: 'Choisissez une option parmi plusieurs ; le contenu suit le choix.',
        alignment: 'Alignement du texte', start: 'Début', center: 'Centre', end: 'Fin',
        sample: 'Ce paragraphe suit l’alignement que vous choisissez.',
        view: 'Disposition', list: 'Liste', grid: 'Grille', quilt: 'Mosaïque',
      },
    },
    buttonToolbar: {
      title: 'Barre de boutons',
      editor: {
        title: 'Barre de mise en forme', subtitle: 'Des groupes de boutons dans une barre ; flèches, Tab et boutons fonctionnent tous.',
        label: 'Mise en forme', marks: 'Style du texte', bold: 'Gras', italic: 'Italique', underline: 'Souligné',
        align: 'Alignement', alignStart: 'Aligner au début', alignCenter: 'Centrer', alignEnd: 'Aligner à la fin',
        undo: 'Annuler', redo: 'Rétablir', sample: 'Mettez en forme cette phrase avec la barre ci-dessus, puis annulez et rétablissez vos modifications.',
      },
      pager: {
        title: 'Barre avec un champ', subtitle: 'Des boutons et un champ côte à côte, qui passent à la ligne sur petit écran.',
        label: 'Résultats', pages: 'Pages', previous: 'Page précédente', next: 'Page suivante', search: 'Rechercher dans cette page',
        showing: 'Page %{page} sur %{total}.', searching: 'Recherche de « %{query} » dans la page %{page}.',
      },
    },
    calendar: {
      title: 'Calendrier',
      selected: 'Sélection : %{date}',
      noDate: 'aucune date',
      basic: { title: 'Simple', subtitle: 'Une vue du mois pour choisir un jour ; les noms des mois et des jours suivent la langue.', today: 'Aujourd’hui' },
      restricted: { title: 'Dates limitées', subtitle: 'Pas de jours passés, pas de week-ends, rien au-delà de trois mois.' },
      events: {
        title: 'Jours avec événements', subtitle: 'Un point marque les jours avec des événements ; choisissez-en un pour les lister.',
        list: 'Événements du jour', none: 'Aucun événement ce jour-là.',
        meeting: 'Réunion d’équipe', launch: 'Lancement du produit', review: 'Revue de design', holiday: 'Jour férié',
      },
      views: { title: 'Mois et année', subtitle: 'Limitez les vues pour choisir un mois, par exemple pour une période de rapport.' },
      states: {
        title: 'Lecture seule et désactivé', subtitle: 'Afficher une date sans permettre de la modifier.',
        readOnly: 'Lecture seule (désactiver pour « désactivé »)', readOnlyHint: 'Lecture seule : vous pouvez parcourir les mois sans changer la date.',
        disabledHint: 'Désactivé : tout le calendrier est inactif.',
      },
    },
    carousel: {
      title: 'Carrousel',
      previous: 'Diapositive précédente', next: 'Diapositive suivante', goTo: 'Aller à la diapositive %{n}',
      position: 'Diapositive %{current} sur %{total}',
      slides: {
        mountains: { caption: 'Montagnes', text: 'Balayez, faites glisser, utilisez les flèches ou le clavier.' },
        sea: { caption: 'Mer', text: 'Les points en bas mènent directement à une diapositive.' },
        forest: { caption: 'Forêt', text: 'Le carrousel revient à la première diapositive.' },
        desert: { caption: 'Désert', text: 'Les légendes reposent sur un dégradé pour rester lisibles.' },
        sunset: { caption: 'Coucher de soleil', text: 'En écriture de droite à gauche, le carrousel défile dans l’autre sens.' },
      },
      controls: { title: 'Contrôles, indicateurs et légendes', subtitle: 'Flèches, points cliquables, clavier et balayage, réalisés avec Swiper.' },
      fade: { title: 'Fondu et lecture automatique', subtitle: 'Les diapositives se fondent toutes les trois secondes ; le survol les met en pause.', pause: 'Pause', play: 'Lecture' },
    },
    collapse: {
      title: 'Repli',
      basic: {
        title: 'Bascule', subtitle: 'Un bouton affiche et masque un bloc ; aria-expanded indique son état aux technologies d’assistance.',
        show: 'Afficher les détails', hide: 'Masquer les détails',
        content: 'Ces détails restent cachés jusqu’à ce que vous les demandiez. Le bloc s’ouvre et se ferme en douceur.',
      },
      accordion: {
        title: 'Accordéon', subtitle: 'Une seule réponse ouverte à la fois, ou plusieurs si vous le permettez.', several: 'Autoriser plusieurs ouvertes',
        shipping: { question: 'Combien de temps prend la livraison ?', answer: 'Les commandes quittent notre entrepôt sous deux jours ouvrés et arrivent en trois à cinq jours.' },
        returns: { question: 'Puis-je retourner un article ?', answer: 'Oui, sous 30 jours, dans son emballage d’origine, avec le ticket.' },
        payment: { question: 'Quels moyens de paiement acceptez-vous ?', answer: 'Cartes, virement bancaire et PayPal.' },
      },
      horizontal: { title: 'Horizontal', subtitle: 'Le bloc glisse depuis le côté plutôt que depuis le haut.', content: 'Un panneau latéral qui glisse.' },
      more: {
        title: 'Lire la suite', subtitle: 'Gardez une partie d’un long texte visible et dépliez le reste.',
        content: 'Une hauteur repliée garde les premières lignes d’un long texte à l’écran pour que le lecteur sache de quoi il parle. Le reste reste replié jusqu’à ce qu’il le demande : utile pour les descriptions de produits, les avis et les notes de version, dont les premières lignes disent déjà si le texte mérite d’être lu. Déplié, le texte s’affiche dans sa hauteur naturelle, et un second clic le replie.',
        more: 'Lire la suite', less: 'Réduire',
      },
    },
    dropdown: {
      title: 'Menu déroulant',
      chosen: 'Votre choix : %{item}', nothing: 'Rien de choisi pour l’instant.',
      items: { profile: 'Profil', settings: 'Paramètres', billing: 'Facturation' },
      basic: { title: 'Simple', subtitle: 'Un bouton ouvre un menu ; choisir un élément le ferme. Les flèches parcourent les éléments.', button: 'Compte' },
      colors: { title: 'Couleurs et variantes', subtitle: 'N’importe quel bouton peut ouvrir un menu.' },
      directions: {
        title: 'Directions', subtitle: 'Ouvrez le menu en dessous, au-dessus ou à côté du bouton.',
        down: 'Vers le bas', up: 'Vers le haut', end: 'Vers la fin', start: 'Vers le début',
      },
      rich: {
        title: 'En-tête, icônes et séparateurs', subtitle: 'Regroupez les éléments sous un en-tête, ajoutez icônes et raccourcis, désactivez ce qui ne s’applique pas.',
        button: 'Édition', header: 'Presse-papiers', cut: 'Couper', copy: 'Copier', paste: 'Coller', delete: 'Supprimer',
      },
      select: {
        title: 'Menu de choix', subtitle: 'L’option choisie est cochée et affichée sur le bouton.',
        button: 'Tri : %{order}', newest: 'Plus récents d’abord', oldest: 'Plus anciens d’abord', name: 'Par nom',
      },
    },
    embed: {
      title: 'Intégration',
      iframe: {
        title: 'Cadre adaptatif', subtitle: 'Un cadre qui garde ses proportions à toute largeur. Ici, il affiche des pages de cette application.',
        ratio: 'Proportions', page: 'Page à intégrer',
        pages: { 'coming-soon': 'Page « Bientôt disponible »', 'under-maintenance': 'Page « En maintenance »', 'not-authorized': 'Page « Accès non autorisé »' },
      },
      video: {
        title: 'Vidéo', subtitle: 'Un élément vidéo adaptatif avec lecture et pause.',
        label: 'Vidéo d’exemple générée', caption: 'Vidéo d’exemple', play: 'Lecture', pause: 'Pause',
        hint: 'L’image est dessinée dans le navigateur et diffusée dans la vidéo : rien n’est téléchargé.',
      },
    },
    image: {
      title: 'Image',
      fluid: { title: 'Adaptative', subtitle: 'L’image rétrécit avec son conteneur et ne déborde jamais.', alt: 'Un large paysage d’exemple' },
      shapes: {
        title: 'Formes et vignettes', subtitle: 'Arrondissez les coins, recadrez en cercle ou encadrez l’image.',
        rounded: 'Arrondie', circle: 'Cercle', square: 'Carrée', thumbnail: 'Vignette',
      },
      align: {
        title: 'Alignement', subtitle: 'Faites flotter une image au début du texte, ou centrez-la sur sa propre ligne.',
        start: 'Image flottant au début', center: 'Image centrée',
        text: 'Le texte s’écoule autour d’une image flottante. Le flottement utilise le côté logique de début : dans les langues de droite à gauche, l’image passe à droite et le texte l’entoure toujours correctement.',
      },
      gallery: {
        title: 'Galerie avec visionneuse', subtitle: 'Les images se chargent à la demande ; la loupe ouvre une vue plus grande avec précédent et suivant.',
        photo: 'Paysage %{n}', open: 'Ouvrir %{title}', close: 'Fermer', previous: 'Image précédente', next: 'Image suivante',
        position: '%{current} sur %{total}',
      },
    },
    listGroup: {
      title: 'Groupe de listes',
      basic: {
        title: 'Simple', subtitle: 'Une liste bordée avec des séparateurs entre les éléments.',
        first: 'Brownie au chocolat', second: 'Tarte au citron', third: 'Tarte aux pommes', fourth: 'Cheesecake',
      },
      actions: {
        title: 'Sélectionnable avec icônes et compteurs', subtitle: 'Cliquez sur un élément pour le sélectionner ; un élément désactivé ne peut pas être choisi.',
        label: 'Dossiers de courrier', inbox: 'Boîte de réception', sent: 'Envoyés', drafts: 'Brouillons', spam: 'Indésirables', trash: 'Corbeille',
        current: 'Dossier sélectionné : %{folder}',
      },
      checkbox: {
        title: 'Avec cases à cocher', subtitle: 'Cochez les éléments ; toute la ligne est cliquable.',
        design: 'Concevoir l’écran', build: 'Le réaliser', test: 'Le tester', ship: 'Le livrer',
        progress: '%{done} sur %{total} terminés',
      },
      contextual: {
        title: 'Couleurs contextuelles', subtitle: 'Des éléments teintés qui restent lisibles en thème clair comme sombre.',
        success: 'La sauvegarde est terminée.', info: 'Une maintenance est prévue dimanche.', warning: 'L’espace disque devient insuffisant.', error: 'La synchronisation a échoué.',
      },
      horizontal: { title: 'Horizontal', subtitle: 'Les mêmes éléments en ligne ; défilement sur les écrans étroits.' },
    },
    media: {
      title: 'Média',
      basic: {
        title: 'Objet média', subtitle: 'Une image à côté d’un texte qui peut s’allonger autant que nécessaire.',
        heading: 'Titre du média', text: 'Le texte prend la largeur restante et passe à la ligne ; l’image garde sa taille.',
      },
      align: {
        title: 'Alignement', subtitle: 'Alignez l’image sur le haut, le milieu ou le bas du texte.',
        top: 'Haut', center: 'Milieu', bottom: 'Bas',
        text: 'Un texte plus long montre la différence : l’image se place en haut, au milieu ou en bas de ces lignes, selon l’alignement choisi ci-dessus. Essayez chacun.',
      },
      order: {
        title: 'Image à la fin', subtitle: 'Inversez l’ordre pour placer l’image après le texte.',
        heading: 'Média inversé', text: 'Dans les langues de droite à gauche, la fin est à gauche, et la mise en page suit.',
      },
      thread: {
        title: 'Imbriqué : un fil de commentaires', subtitle: 'Des objets média dans des objets média. Écrivez une réponse pour l’ajouter au fil.',
        first: 'Le nouveau tableau de bord se charge-t-il plus vite chez vous aussi ?', reply: 'Oui, nettement, surtout les graphiques.',
        you: 'Vous', label: 'Votre réponse', send: 'Répondre', required: 'Écrivez une réponse avant de l’envoyer.',
      },
    },
    modal: {
      title: 'Fenêtre modale',
      basic: {
        title: 'Simple', subtitle: 'Une boîte de dialogue avec titre, texte et actions ; Échap ou un clic à l’extérieur la ferme.',
        open: 'Ouvrir la fenêtre', heading: 'Utiliser la localisation ?',
        text: 'Laissez l’application trouver votre position pour afficher les bureaux proches de vous. Rien n’est partagé sans votre accord.',
        accept: 'Accepter', decline: 'Refuser', waiting: 'Pas encore de réponse.', accepted: 'Vous avez accepté.', declined: 'Vous avez refusé ou fermé la fenêtre.',
      },
      sizes: {
        title: 'Tailles', subtitle: 'Choisissez une largeur maximale, ou couvrez tout l’écran.',
        label: 'Taille de la fenêtre', xs: 'Très petite', sm: 'Petite', md: 'Moyenne', lg: 'Grande', full: 'Plein écran',
        open: 'Ouvrir', heading: 'Fenêtre : %{size}', close: 'Fermer',
        text: 'La fenêtre grandit jusqu’à la largeur choisie et rétrécit sur les petits écrans.',
      },
      scroll: {
        title: 'Contenu long', subtitle: 'Faites défiler l’intérieur de la fenêtre, ou toute la page derrière elle.',
        paper: 'Défiler à l’intérieur', body: 'Défiler la page', heading: 'Conditions d’utilisation', close: 'Fermer',
        paragraph: 'Section %{n}. Ce long texte montre le comportement de la fenêtre quand son contenu dépasse la hauteur de l’écran : le titre et les actions restent en place pendant que le contenu défile, ou tout défile ensemble.',
      },
      form: {
        title: 'Formulaire dans une fenêtre', subtitle: 'Les champs sont vérifiés à l’envoi ; la fenêtre reste ouverte tant qu’ils ne sont pas valides.',
        open: 'Inviter quelqu’un', heading: 'Inviter un collègue', name: 'Nom', email: 'E-mail', cancel: 'Annuler', submit: 'Envoyer l’invitation',
        nameRequired: 'Saisissez un nom.', emailRequired: 'Saisissez une adresse e-mail.', emailInvalid: 'Saisissez une adresse e-mail valide, par exemple nom@example.com.',
        list: 'Invités', empty: 'Personne n’est encore invité.',
      },
    },
    nav: {
      title: 'Navigation',
      links: { home: 'Accueil', profile: 'Profil', messages: 'Messages', settings: 'Paramètres' },
      panels: {
        home: 'Bienvenue : les dernières nouvelles de votre équipe.', profile: 'Votre nom, votre photo et vos coordonnées.',
        messages: 'Trois messages non lus vous attendent.', settings: 'Préférences de notification et de confidentialité.',
      },
      basic: { title: 'Simple', subtitle: 'Une rangée de liens ; le lien courant est souligné et annoncé comme page courante.' },
      fill: { title: 'Pleine largeur avec icônes', subtitle: 'Les liens se partagent toute la largeur et portent des icônes.' },
      vertical: { title: 'Vertical', subtitle: 'Des liens empilés en colonne à côté du contenu.' },
      dropdown: {
        title: 'Avec un menu déroulant', subtitle: 'Les liens moins utilisés vont dans un menu ; le choix affiche son nom sur le bouton.',
        label: 'Sections principales', more: 'Plus', reports: 'Rapports', exports: 'Exports', archive: 'Archives', showing: 'Affiché : %{page}',
      },
      bottom: {
        title: 'Navigation inférieure', subtitle: 'Trois à cinq destinations pour les petits écrans.',
        recents: 'Récents', favorites: 'Favoris', nearby: 'À proximité', showing: 'Affiché : %{page}',
      },
    },
    overlay: {
      title: 'Superposition',
      sample: { heading: 'Rapport trimestriel', text: 'Le chiffre d’affaires a progressé de 12 % par rapport au trimestre précédent, surtout grâce aux nouveaux clients.' },
      basic: {
        title: 'Sur un bloc', subtitle: 'Couvrez un bloc pendant qu’il travaille ; le reste de la page reste utilisable.',
        show: 'Afficher la superposition', hide: 'Masquer la superposition', cancel: 'Annuler', blur: 'Flouter le contenu', variant: 'Couleur',
        light: 'Claire', dark: 'Sombre', primary: 'Primaire',
      },
      loading: {
        title: 'Pendant le chargement', subtitle: 'La superposition s’affiche pendant le chargement et disparaît à l’arrivée des données.',
        load: 'Charger les données', busy: 'Chargement…', idle: 'Aucune donnée chargée.', done: 'Données chargées à %{time}.',
      },
      page: {
        title: 'Page entière', subtitle: 'Couvrez toute la page ; un clic ou trois secondes la libèrent.',
        show: 'Couvrir la page', hint: 'Cliquez n’importe où pour fermer.',
      },
    },
    pagination: {
      title: 'Pagination',
      list: {
        title: 'Paginer une liste', subtitle: 'La pagination décide des commandes affichées ; changez aussi la taille de page.',
        label: 'Commandes', order: 'Commande n° %{id}', amount: 'Total : %{amount} €', range: '%{from}–%{to} sur %{total}',
        perPage: 'Par page', nav: 'Pages des commandes',
      },
      styles: { title: 'Couleurs, variantes et formes', subtitle: 'Texte ou contour, ronde ou arrondie.', standard: 'Standard' },
      sizes: { title: 'Tailles', subtitle: 'Petite, moyenne et grande.' },
      ranges: {
        title: 'Plages et boutons', subtitle: 'Combien de pages s’affichent autour de la page courante et aux extrémités, avec ou sans flèches.',
        disabled: 'Pagination désactivée',
      },
      table: {
        title: 'Pagination de tableau', subtitle: 'Lignes par page et plage affichée, comme sous un tableau de données.',
        rowsPerPage: 'Lignes par page :',
      },
      aria: { page: 'Aller à la page %{page}', current: 'Page %{page}', first: 'Première page', last: 'Dernière page', next: 'Page suivante', previous: 'Page précédente' },
    },
    paginationNav: {
      title: 'Navigation par pages',
      numbered: {
        title: 'Pages sous forme de liens', subtitle: 'Chaque page est un lien qui met son numéro dans l’adresse : partageable, et le bouton Retour fonctionne.',
        label: 'Pages de l’article', heading: 'Page %{page}', text: 'Vous lisez la page %{page} de l’article. Rechargez : vous restez ici.',
        hint: 'Regardez la barre d’adresse pendant que vous changez de page.',
      },
      named: {
        title: 'Pages nommées', subtitle: 'Les liens peuvent porter des noms plutôt que des numéros.', label: 'Chapitres du guide',
        introduction: { name: 'Introduction', text: 'Ce que couvre le guide et à qui il s’adresse.' },
        install: { name: 'Installation', text: 'Installez les dépendances et lancez le serveur de développement.' },
        configure: { name: 'Configuration', text: 'Définissez l’adresse de l’API et choisissez une langue par défaut.' },
        deploy: { name: 'Déploiement', text: 'Construisez l’application et servez les fichiers depuis n’importe quel hébergement statique.' },
      },
    },
    pill: {
      title: 'Pastille',
      label: 'Sections',
      tabs: { home: 'Accueil', profile: 'Profil', messages: 'Messages', disabled: 'Désactivé' },
      panels: {
        home: 'Le résumé de votre journée : réunions, tâches et nouvelles.',
        profile: 'Votre profil public : nom, photo et courte biographie.',
        messages: 'Trois messages non lus de votre équipe vous attendent.',
        disabled: 'Cette section n’est pas disponible.',
      },
      basic: { title: 'Pastilles simples', subtitle: 'Des onglets dessinés en pastilles ; les flèches passent de l’une à l’autre.' },
      fill: { title: 'Pleine largeur', subtitle: 'Les pastilles se partagent toute la largeur.' },
      icons: { title: 'Icônes et compteurs', subtitle: 'Une icône avant le libellé, avec un nombre quand c’est utile.' },
      vertical: { title: 'Vertical', subtitle: 'Une colonne de pastilles à côté du contenu.' },
    },
    pillBadge: {
      title: 'Badge pastille',
      filled: { title: 'Pleins', subtitle: 'Des étiquettes arrondies dans toutes les couleurs de la palette.' },
      light: { title: 'Clairs', subtitle: 'Un fond teinté avec un texte coloré, plus discret que plein.' },
      outlined: { title: 'Contour', subtitle: 'Seuls la bordure et le texte sont colorés.' },
      glow: { title: 'Lueur', subtitle: 'Une ombre colorée attire l’œil sur une étiquette importante.' },
      icons: { title: 'Icônes et avatars', subtitle: 'Une icône ou un petit avatar avant le texte.', featured: 'À la une', verified: 'Vérifié' },
      tags: {
        title: 'Étiquettes modifiables', subtitle: 'Cliquez sur une étiquette pour la sélectionner, sa croix la retire, le champ en ajoute.',
        react: 'React', design: 'Design', backend: 'Back-end', label: 'Nouvelle étiquette', add: 'Ajouter', empty: 'Aucune étiquette.',
        required: 'Saisissez d’abord une étiquette.', tooLong: 'Une étiquette compte au plus %{max} caractères.', duplicate: '« %{tag} » est déjà dans la liste.',
      },
    },
    popover: {
      title: 'Popover',
      basic: {
        title: 'Ouvrir au clic', subtitle: 'Un popover s’ouvre au clic et se ferme avec un clic à l’extérieur ou Échap.',
        open: 'Ouvrir le popover', heading: 'Titre du popover', text: 'Un popover contient plus qu’une infobulle : un titre, du texte, voire des contrôles.',
      },
      sides: {
        title: 'Côtés', subtitle: 'Placez le popover de n’importe quel côté de son bouton ; début et fin suivent le sens de lecture.',
        top: 'Haut', bottom: 'Bas', start: 'Début', end: 'Fin', heading: 'Popover côté : %{side}',
        text: 'Le popover se retourne pour rester à l’écran quand la place manque.',
      },
      hover: {
        title: 'Au survol', subtitle: 'Affichez une information supplémentaire tant que le pointeur reste sur un mot, ou qu’il a le focus clavier.',
        before: 'Notre', trigger: 'accord de niveau de service', after: 's’applique à chaque formule payante.',
        heading: 'Accord de niveau de service', text: 'Nous répondons en quatre heures ouvrées et garantissons 99,9 % de disponibilité.',
      },
      edit: {
        title: 'Formulaire dans un popover', subtitle: 'Modifiez une valeur sur place sans quitter la page.',
        initial: 'Équipe marketing', button: 'Renommer', label: 'Nom de l’équipe', save: 'Enregistrer', required: 'Saisissez un nom.',
      },
    },
    progress: {
      title: 'Progression',
      linear: { title: 'Barres', subtitle: 'Une barre déterminée par couleur, avec sa valeur à côté.' },
      kinds: {
        title: 'Types de barres', subtitle: 'Durée inconnue, mise en mémoire tampon, rayures animées, fine.',
        indeterminate: 'Indéterminée', buffer: 'Tampon', striped: 'Rayée et animée', thin: 'Fine',
      },
      circular: { title: 'Circulaire', subtitle: 'Un anneau avec la valeur écrite à l’intérieur.' },
      upload: {
        title: 'Exemple fonctionnel', subtitle: 'Un envoi simulé que vous pouvez lancer, mettre en pause, reprendre et réinitialiser.',
        label: 'Progression de l’envoi', start: 'Lancer l’envoi', resume: 'Reprendre', pause: 'Pause', reset: 'Réinitialiser',
        idle: 'Prêt à envoyer.', running: 'Envoi en cours…', paused: 'En pause.', done: 'Envoi terminé.',
      },
    },
    sidebar: {
      title: 'Panneau latéral',
      close: 'Fermer le panneau',
      entries: { dashboard: 'Tableau de bord', people: 'Personnes', settings: 'Paramètres' },
      placement: {
        title: 'Emplacement', subtitle: 'Faites glisser un panneau depuis n’importe quel bord ; un clic sur le fond ou Échap le ferme.',
        start: 'Depuis le début', end: 'Depuis la fin', top: 'Depuis le haut', bottom: 'Depuis le bas',
        heading: 'Navigation', label: 'Panneau latéral', current: 'Section courante : %{page}',
      },
      push: {
        title: 'Pousser le contenu', subtitle: 'Un panneau persistant décale le contenu au lieu de le recouvrir.',
        show: 'Afficher le panneau', hide: 'Masquer le panneau',
        text: 'Le contenu se rétrécit tant que le panneau est ouvert.',
        entries: { dashboard: 'Tableau de bord', people: 'Personnes', settings: 'Paramètres' },
      },
      settings: {
        title: 'Avec un pied de panneau', subtitle: 'Modifiez les réglages dans le panneau ; ils s’appliquent seulement à l’enregistrement.',
        open: 'Ouvrir les réglages', heading: 'Réglages d’affichage', compact: 'Espacement compact', avatars: 'Afficher les avatars', dark: 'Carte sombre',
        cancel: 'Annuler', save: 'Enregistrer', preview: 'Cette carte suit les réglages enregistrés.',
      },
    },
    spinner: {
      title: 'Indicateur de chargement',
      loading: 'Chargement',
      border: { title: 'Anneau', subtitle: 'Un anneau qui tourne, dans chaque couleur ; donnez-lui un nom accessible.' },
      grow: { title: 'Pulsation', subtitle: 'Un point qui grossit et s’efface, plus calme qu’un anneau.' },
      sizes: { title: 'Tailles', subtitle: 'Toute taille et toute épaisseur d’anneau.' },
      buttons: {
        title: 'Dans les boutons', subtitle: 'Montrez qu’une action est en cours et empêchez un second clic.',
        load: 'Charger plus', loading: 'Chargement…', count: '%{smart_count} élément affiché |||| %{smart_count} éléments affichés',
      },
    },
    tab: {
      title: 'Onglet',
      label: 'Informations produit',
      tabs: { overview: 'Aperçu', details: 'Détails', reviews: 'Avis', disabled: 'Désactivé' },
      panels: {
        overview: 'Une veste légère de printemps, déperlante et compressible.',
        details: 'Extérieur en polyester, doublure recyclée, deux poches zippées, lavable en machine.',
        reviews: 'Notée 4,6 sur 5 par 128 clients.',
      },
      basic: { title: 'Simple', subtitle: 'Chaque onglet affiche son panneau ; les flèches passent d’un onglet à l’autre.' },
      fill: { title: 'Pleine largeur et centrés', subtitle: 'Des onglets qui se partagent la largeur, en couleur secondaire, ou centrés.' },
      vertical: { title: 'Verticaux', subtitle: 'Des onglets en colonne à côté de leur panneau.' },
      icons: {
        title: 'Icônes', subtitle: 'Des icônes au-dessus ou avant le libellé, ou seules avec un nom accessible.',
        label: 'Contacts', recents: 'Récents', favorites: 'Favoris', nearby: 'À proximité', showing: 'Affiché : %{tab}',
      },
      scrollable: { title: 'Défilants', subtitle: 'Trop d’onglets pour la largeur : des flèches les font défiler.', label: 'Mois', item: 'Onglet %{n}' },
      dynamic: {
        title: 'Ajouter et fermer', subtitle: 'Ouvrez de nouveaux onglets et fermez-les avec leur croix.',
        label: 'Documents ouverts', tab: 'Document %{n}', close: 'Fermer le document %{n}', add: 'Nouvel onglet',
        content: 'Contenu du document %{n}.', empty: 'Tous les onglets sont fermés. Ouvrez-en un nouveau.',
      },
    },
    time: {
      title: 'Heure',
      ampm: 'Horloge sur 12 heures (AM/PM)',
      selected: 'Sélection : %{time}',
      none: 'aucune heure',
      clock: { title: 'Cadran', subtitle: 'Choisissez l’heure, puis les minutes, sur une horloge analogique.' },
      digital: { title: 'Créneaux', subtitle: 'Une liste d’heures toutes les 15 minutes, limitée aux heures de bureau.' },
      sections: { title: 'Heures, minutes et secondes', subtitle: 'Une colonne par unité, pour des heures précises.' },
      states: { title: 'Lecture seule et désactivé', subtitle: 'Afficher une heure qui ne peut pas être modifiée.', readOnly: 'Lecture seule (désactiver pour « désactivé »)' },
    },
    timeline: {
      title: 'Chronologie',
      basic: {
        title: 'Jalons du projet', subtitle: 'Des points colorés reliés par une ligne, le plus récent en bas.',
        kickoff: { title: 'Réunion de lancement', time: 'Semaine 1', text: 'Objectifs convenus avec toute l’équipe.' },
        design: { title: 'Design validé', time: 'Semaine 3', text: 'Écrans et parcours approuvés par le client.' },
        build: { title: 'Première version construite', time: 'Semaine 7', text: 'Les tests internes ont commencé.' },
        launch: { title: 'Lancement', time: 'Semaine 10', text: 'En ligne pour tous les clients.' },
      },
      shipping: {
        title: 'Icônes et côté opposé', subtitle: 'Des icônes au lieu de points, les heures de l’autre côté de la ligne.',
        ordered: 'Commande passée', packed: 'Emballée', shipped: 'Remise au transporteur', delivered: 'Livrée', signed: 'Signée à la porte d’entrée.',
      },
      feed: {
        title: 'Fil d’activité', subtitle: 'Filtrez par type et ajoutez des notes ; l’entrée la plus récente vient en premier.',
        filter: 'Afficher', label: 'Nouvelle note', add: 'Ajouter la note', required: 'Écrivez d’abord la note.', empty: 'Rien de ce type pour l’instant.',
        kinds: { all: 'Tout', note: 'Note', call: 'Appel', mail: 'E-mail' },
        sampleCall: 'Appelé le client au sujet du renouvellement.', sampleMail: 'Envoyé le devis pour les nouvelles licences.', sampleNote: 'Le client préfère des factures en euros.',
      },
    },
    toasts: {
      title: 'Notifications',
      notify: {
        title: 'Notifications', subtitle: 'useNotify de react-admin affiche pendant trois secondes une notification de chaque type.',
        messages: {
          info: 'Un nouveau commentaire a été publié sur votre article.', success: 'Votre profil a été mis à jour.',
          warning: 'Votre session expire dans cinq minutes.', error: 'Le fichier n’a pas pu être envoyé.',
        },
        name: 'Votre nom', greet: 'Saluez-moi', greeting: 'Bonjour, %{name} ! Les messages peuvent contenir des valeurs.', stranger: 'inconnu',
      },
      undo: {
        title: 'Avec une action', subtitle: 'Archivez un message ; la notification propose de l’annuler pendant cinq secondes.',
        label: 'Messages', archive: 'Archiver « %{subject} »', archived: '« %{subject} » archivé.', undoButton: 'Annuler',
        restore: 'Tout rétablir', empty: 'Boîte de réception vide.',
        items: { invoice: 'Facture de mars', meeting: 'Notes de réunion', report: 'Rapport hebdomadaire' },
      },
      persistent: {
        title: 'Persistante', subtitle: 'Une notification qui reste jusqu’à sa fermeture, pour ce qui demande de l’attention.',
        show: 'Afficher la notification', hint: 'Elle reste en haut de l’écran jusqu’à ce que vous la fermiez.',
        message: 'Votre espace de stockage est presque plein. Supprimez d’anciens fichiers pour continuer à recevoir du courrier.',
      },
    },
    tooltip: {
      title: 'Infobulle',
      placements: { title: 'Positions', subtitle: 'Douze positions autour de l’élément, avec une flèche.', tip: 'Position : %{placement}' },
      colors: { title: 'Couleurs', subtitle: 'Colorez la bulle et sa flèche selon l’action.', tip: 'Infobulle : %{color}' },
      triggers: {
        title: 'Déclencheurs', subtitle: 'Survol, focus clavier ou clic ; entourez un bouton désactivé pour que son infobulle s’affiche.',
        hover: 'Survolez-moi', hovered: 'Affichée au survol et au focus', focus: 'Donnez-moi le focus', focused: 'Affichée tant que le champ a le focus',
        click: 'Cliquez-moi', clicked: 'Affichée au clic ; cliquez à l’extérieur pour masquer', disabled: 'Désactivé', disabledTip: 'Cette action n’est pas encore disponible',
        delete: 'Supprimer',
      },
      advanced: {
        title: 'Délais, pointeur et contenu riche', subtitle: 'Attendre avant d’afficher, suivre le pointeur ou insérer un lien.',
        delay: 'Avec un délai', delayed: 'Apparue après 0,8 seconde', follow: 'Déplacez le pointeur ici', following: 'Je suis le pointeur',
        rich: 'En savoir plus sur la typographie', richText: 'Les infobulles peuvent contenir des liens :', link: 'voir la page typographie',
      },
    },
  },
};
export default fr;
