import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  showcaseExtensions: {
    menu: 'Extensions',
    sweetAlert: {
      title: 'Sweet alert',
      ok: 'OK', cancel: 'Annuler',
      result: {
        confirmed: 'Résultat : confirmé.', cancel: 'Résultat : annulé avec le bouton.', backdrop: 'Résultat : fermé par un clic à l’extérieur.',
        esc: 'Résultat : fermé avec la touche Échap.', timer: 'Résultat : fermé par le minuteur.',
      },
      types: {
        title: 'Types', subtitle: 'Chaque type a sa propre icône animée.',
        success: { button: 'Succès', title: 'Bravo !', text: 'Vous avez cliqué sur le bouton.' },
        error: { button: 'Erreur', title: 'Oups…', text: 'Quelque chose s’est mal passé.' },
        warning: { button: 'Avertissement', title: 'Attention', text: 'Cette action demande votre attention.' },
        info: { button: 'Info', title: 'Le saviez-vous ?', text: 'Les boîtes de dialogue se ferment avec Échap.' },
        question: { button: 'Question', title: 'Des questions ?', text: 'Posez-les à l’équipe dans le chat.' },
      },
      confirm: {
        title: 'Confirmer ou annuler', subtitle: 'Demander avant une action destructrice et répondre avec le résultat.',
        button: 'Supprimer le fichier', question: 'Êtes-vous sûr ?', text: 'Le fichier ne pourra pas être récupéré ensuite.',
        yes: 'Oui, le supprimer', no: 'Non, le garder', deleted: 'Supprimé !', deletedText: 'Votre fichier a été supprimé.',
        cancelled: 'Annulé', cancelledText: 'Votre fichier est en sécurité.',
      },
      prompt: {
        title: 'Demander une valeur', subtitle: 'Un champ dans la boîte de dialogue, vérifié avant sa fermeture.',
        button: 'Demander mon nom', question: 'Comment vous appelez-vous ?', label: 'Nom', required: 'Veuillez saisir votre nom.', hello: 'Bonjour, %{name} !',
      },
      async: {
        title: 'Vérification asynchrone', subtitle: 'Le bouton de confirmation attend une vérification ; un nom déjà pris garde la boîte ouverte.',
        button: 'Réserver un nom d’utilisateur', question: 'Choisissez un nom d’utilisateur', text: 'admin, root et johndoe sont déjà pris.',
        label: 'Nom d’utilisateur', reserve: 'Réserver', format: 'Utilisez 3 à 16 lettres, chiffres ou tirets bas.',
        taken: '« %{name} » est déjà pris.', done: '« %{name} » est à vous.',
      },
      timer: {
        title: 'Fermeture automatique', subtitle: 'La boîte se ferme d’elle-même après quatre secondes ; la barre montre le temps restant.',
        button: 'Afficher quatre secondes', question: 'Fermeture imminente', text: 'Cette boîte de dialogue se ferme d’elle-même.',
      },
    },
    dragDrop: {
      title: 'Glisser-déposer',
      handle: 'Déplacer %{item}',
      reset: 'Réinitialiser',
      a11y: {
        instructions: 'Pour saisir un élément, appuyez sur Espace ou Entrée. Déplacez-le avec les flèches, appuyez de nouveau sur Espace ou Entrée pour le déposer, ou sur Échap pour annuler.',
        picked: '%{item} saisi.', over: '%{item} est au-dessus de %{target}.', dropped: '%{item} a été déposé sur %{target}.', cancelled: 'Le déplacement de %{item} a été annulé.',
      },
      tasks: { plan: 'Planifier le sprint', design: 'Concevoir les écrans', build: 'Développer les fonctions', test: 'Tout tester', release: 'Publier' },
      list: {
        title: 'Liste triable', subtitle: 'Faites glisser une ligne à la souris ou au doigt, ou donnez le focus à sa poignée et utilisez Espace et les flèches.',
        label: 'Tâches dans l’ordre', order: 'Ordre : %{order}',
      },
      lists: {
        title: 'Entre deux listes', subtitle: 'Déplacez des cartes d’une liste à l’autre, ou réordonnez-les dans une liste.',
        backlog: 'À faire', done: 'Terminé', empty: 'Déposez des cartes ici.',
      },
      cards: { invoices: 'Envoyer les factures', newsletter: 'Rédiger la newsletter', onboarding: 'Améliorer l’accueil', security: 'Revue de sécurité', logo: 'Nouveau logo', pricing: 'Page des tarifs' },
      grid: { title: 'Grille triable', subtitle: 'Cela fonctionne aussi pour des tuiles dans une grille.', photo: 'Image %{n}' },
    },
    swiper: {
      title: 'Swiper',
      previous: 'Diapositive précédente', next: 'Diapositive suivante', goTo: 'Aller à la diapositive %{n}',
      slide: 'Diapositive %{n}', thumb: 'Afficher la diapositive %{n}', position: 'Diapositive %{current} sur %{total}',
      navigation: { title: 'Flèches et clavier', subtitle: 'Flèches précédent et suivant ; les touches fléchées fonctionnent aussi.' },
      pagination: { title: 'Types de pagination', subtitle: 'Points dynamiques, fraction ou barre de progression.' },
      multiple: { title: 'Plusieurs par vue', subtitle: 'Une diapositive sur téléphone, deux sur tablette, trois sur grand écran.' },
      centered: { title: 'Centré', subtitle: 'La diapositive active est au milieu, ses voisines dépassent.' },
      coverflow: { title: 'Effet coverflow', subtitle: 'Les diapositives pivotent en trois dimensions autour de l’active.' },
      cards: { title: 'Effet cartes', subtitle: 'Une pile de cartes à faire défiler.' },
      autoplay: { title: 'Lecture automatique', subtitle: 'Avance toutes les 2,5 secondes et boucle ; le survol la met en pause.' },
      vertical: { title: 'Vertical', subtitle: 'Les diapositives montent et descendent, aussi avec la molette.' },
      thumbs: { title: 'Galerie de vignettes', subtitle: 'Les vignettes en dessous pilotent le carrousel principal.' },
    },
    clipboard: {
      title: 'Presse-papiers',
      field: {
        title: 'Copier ce que vous tapez', subtitle: 'Utilise l’API Clipboard, et se rabat sur l’ancienne commande de copie quand cette API manque.',
        initial: 'Copiez-moi et collez-moi plus bas !', label: 'Texte à copier', copy: 'Copier', empty: 'Tapez d’abord quelque chose à copier.',
        copiedApi: 'Copié avec l’API Clipboard.', copiedFallback: 'Copié avec la commande de copie de secours.',
        failed: 'Le navigateur a refusé de copier. Sélectionnez le texte et appuyez sur Ctrl+C.',
        paste: 'Collez ici pour vérifier', pasteHint: 'Ctrl+V ou clic droit puis Coller',
      },
      coupon: { title: 'Copier un code', subtitle: 'Le bouton confirme la copie pendant deux secondes.', text: 'Votre code de réduction', copy: 'Copier le code' },
      keys: {
        title: 'Copier depuis une liste', subtitle: 'Chaque ligne a son propre bouton de copie.',
        production: 'Clé de production', staging: 'Clé de préproduction', webhook: 'Secret du webhook', copy: 'Copier : %{name}',
      },
      readonly: { title: 'Dans un champ', subtitle: 'Un champ en lecture seule avec un bouton de copie à la fin.', label: 'Commande d’installation', copy: 'Copier la commande' },
    },
    contextMenu: {
      title: 'Menu contextuel',
      files: {
        title: 'Actions sur les fichiers', subtitle: 'Clic droit sur un fichier (ou focus puis Maj+F10) pour ses actions.',
        label: 'Fichiers', hint: 'Clic droit sur un fichier pour l’ouvrir, le renommer, le dupliquer, l’étoiler ou le supprimer.',
        open: 'Ouvrir', rename: 'Renommer', duplicate: 'Dupliquer', star: 'Ajouter une étoile', unstar: 'Retirer l’étoile', delete: 'Supprimer',
        opened: '%{name} ouvert.', starred: 'Étoilé', copySuffix: '(copie)', empty: 'Plus aucun fichier.', reset: 'Rétablir les fichiers',
        newName: 'Nouveau nom', saveName: 'Enregistrer le nom', cancelRename: 'Annuler le renommage',
        nameRequired: 'Saisissez un nom de fichier.', nameTaken: 'Un fichier nommé %{name} existe déjà.',
      },
      text: {
        title: 'Styles de texte', subtitle: 'Clic droit sur le paragraphe pour le mettre en forme.',
        sample: 'Clic droit sur ce paragraphe : mettez-le en gras ou en italique, surlignez-le, ou effacez les styles.',
        bold: 'Gras', italic: 'Italique', yellow: 'Surligner en jaune', green: 'Surligner en vert', clear: 'Effacer les styles',
      },
    },
    toastification: {
      title: 'Notifications toast',
      close: 'Fermer la notification',
      positions: {
        'top-start': 'Haut, début', 'top-center': 'Haut, centre', 'top-end': 'Haut, fin',
        'bottom-start': 'Bas, début', 'bottom-center': 'Bas, centre', 'bottom-end': 'Bas, fin',
      },
      types: {
        title: 'Types', subtitle: 'Chaque type a sa couleur et son icône ; plusieurs notifications s’empilent.',
        default: { button: 'Par défaut', title: 'Bonjour', message: 'Une notification simple.' },
        success: { button: 'Succès', title: 'Enregistré', message: 'Vos modifications sont en sécurité.' },
        info: { button: 'Info', title: 'Nouveau message', message: 'Ana vous a envoyé un fichier.' },
        warning: { button: 'Avertissement', title: 'Batterie faible', message: 'Branchez bientôt votre ordinateur.' },
        error: { button: 'Erreur', title: 'Échec de l’envoi', message: 'Le fichier dépasse 10 Mo.' },
      },
      options: {
        title: 'Position et options', subtitle: 'Choisissez où la notification apparaît, combien de temps elle reste et ce qu’elle affiche.',
        position: 'Position', timeout: 'Se ferme après %{smart_count} seconde |||| Se ferme après %{smart_count} secondes', never: 'Reste jusqu’à sa fermeture',
        forever: 'Rester jusqu’à la fermeture', progress: 'Barre de progression', pause: 'Pause au survol', close: 'Bouton de fermeture',
        show: 'Afficher une notification', clear: 'Effacer %{smart_count} notification |||| Effacer %{smart_count} notifications',
        sampleTitle: 'Me voici', sample: 'Affichée : %{position}.',
      },
      actions: {
        title: 'Avec des actions', subtitle: 'Une notification peut proposer un bouton : annuler une suppression, ou ouvrir ce qui vient de se passer.',
        label: 'Contacts', people: { ana: 'Ana Silva', ben: 'Ben Kraus', chloe: 'Chloé Martin' },
        remove: 'Retirer %{name}', removedTitle: 'Contact retiré', removed: '%{name} a été retiré de vos contacts.', undo: 'Annuler',
        restore: 'Tout rétablir', empty: 'Plus aucun contact.',
        export: 'Exporter un rapport', reportTitle: 'Rapport prêt', report: 'Votre rapport mensuel a été exporté.', view: 'Voir',
        viewed: 'Vous avez ouvert le rapport mensuel depuis la notification.',
      },
    },
    i18n: {
      title: 'Internationalisation',
      switch: {
        title: 'Changer de langue', subtitle: 'Toute l’application change de langue d’un coup, sans recharger.',
        label: 'Langue de l’interface', current: 'Langue actuelle :', welcome: 'Bienvenue dans l’administration !',
        explain: 'Ce texte, le menu, la barre de navigation et le titre de la page suivent la langue choisie. Le choix est mémorisé.',
      },
      messages: {
        title: 'Valeurs et pluriels', subtitle: 'Les messages reçoivent des valeurs, et les pluriels suivent les règles de chaque langue.',
        name: 'Votre nom', friend: 'l’ami', greeting: 'Bonjour, %{name} ! Ravi de vous voir.', count: 'Nouveaux messages',
        none: 'Vous n’avez aucun nouveau message.', inbox: 'Vous avez %{smart_count} nouveau message. |||| Vous avez %{smart_count} nouveaux messages.',
      },
      formats: {
        title: 'Dates et nombres', subtitle: 'Mis en forme pour la langue choisie avec l’API Intl du navigateur.',
        date: 'Date', time: 'Heure', number: 'Nombre', currency: 'Prix', percent: 'Pourcentage', relative: 'Temps relatif', list: 'Liste',
      },
    },
    slider: {
      title: 'Curseur',
      basic: {
        title: 'Continu', subtitle: 'Faites glisser le curseur, cliquez sur la piste ou utilisez les flèches.',
        volume: 'Volume', value: 'Volume : %{value} %', disabled: 'Curseur désactivé',
      },
      steps: {
        title: 'Pas et repères', subtitle: 'S’aligner sur des pas de dix, ou seulement sur les valeurs repérées.',
        label: 'Valeur par pas', value: 'Valeur : %{value}', temperature: 'Température (valeurs repérées uniquement)',
      },
      range: {
        title: 'Plage', subtitle: 'Deux curseurs qui gardent un écart minimal ; les champs et le curseur restent synchronisés.',
        min: 'Prix minimum', max: 'Prix maximum', value: 'De %{min} à %{max}',
        errors: {
          notNumber: 'Saisissez un nombre.', outOfBounds: 'Saisissez une valeur entre %{min} et %{max}.',
          tooClose: 'Gardez au moins %{distance} entre le minimum et le maximum.',
        },
      },
      vertical: { title: 'Vertical', subtitle: 'Un égaliseur de curseurs verticaux.', band: 'Bande %{band} Hz' },
      colors: { title: 'Couleurs et tailles', subtitle: 'Toutes les couleurs de la palette, en taille moyenne ou petite.' },
    },
    tour: {
      title: 'Visite guidée',
      controls: { next: 'Suivant', back: 'Précédent', skip: 'Passer la visite', finish: 'Terminer', progress: 'Étape %{current} sur %{total}' },
      intro: {
        title: 'Visite guidée', subtitle: 'Guidez un nouvel utilisateur dans la page : chaque étape éclaire une partie et l’explique.',
        start: 'Commencer la visite', restart: 'Refaire la visite', finished: 'Visite terminée. Bravo !', skipped: 'Visite passée à l’étape %{step} sur %{total}.',
      },
      steps: {
        welcome: { title: 'Bienvenue !', text: 'Cette courte visite montre les parties principales du tableau de bord. Utilisez Suivant et Précédent, ou Passer à tout moment.' },
        stats: { title: 'Chiffres clés', text: 'Visiteurs, ventes et commandes du mois en cours d’un coup d’œil.' },
        chart: { title: 'Tendance de la semaine', text: 'Chaque barre est un jour ; plus elle est haute, plus il y a de ventes.' },
        tasks: { title: 'Avancement de l’équipe', text: 'Où en est chaque chantier.' },
        invite: { title: 'Invitez votre équipe', text: 'Ajoutez des collègues pour qu’ils suivent aussi le tableau de bord. C’est la fin de la visite.' },
      },
      page: {
        visitors: 'Visiteurs', sales: 'Ventes', orders: 'Commandes', chart: 'Ventes de la semaine', chartLabel: 'Histogramme des ventes des sept derniers jours',
        tasks: 'Avancement de l’équipe', invite: 'Inviter',
        copied: 'Un lien d’invitation a été copié dans votre presse-papiers.', failed: 'Le lien d’invitation n’a pas pu être copié.',
        task: { design: 'Design', api: 'API', docs: 'Documentation' },
      },
    },
  },
};
export default fr;
