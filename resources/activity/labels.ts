import type { AreaLabels } from '@/i18n/areaLabels';

const en = {
  name: 'Activity entry |||| Activity',
  fields: {
    area: 'Area',
    recordId: 'Record',
    action: 'Action',
    actorId: 'Changed by',
    actorName: 'Name',
    changes: 'Changes',
    field: 'Field',
    before: 'Before',
    after: 'After',
    createdAt: 'When',
    importId: 'Import',
  },
  choices: {
    action: {
      create: 'Created',
      update: 'Updated',
      delete: 'Moved to trash',
      restore: 'Restored',
      purge: 'Deleted for good',
    },
  },
};

declare module '@/i18n/messageKeys' {
  interface AreaMessages {
    activity: typeof en;
  }
}

export default {
  en,
  de: {
    name: 'Aktivitätseintrag |||| Aktivität',
    fields: {
      area: 'Bereich',
      recordId: 'Datensatz',
      action: 'Aktion',
      actorId: 'Geändert von',
      actorName: 'Name',
      changes: 'Änderungen',
      field: 'Feld',
      before: 'Vorher',
      after: 'Nachher',
      createdAt: 'Wann',
      importId: 'Import',
    },
    choices: {
      action: {
        create: 'Erstellt',
        update: 'Geändert',
        delete: 'In den Papierkorb verschoben',
        restore: 'Wiederhergestellt',
        purge: 'Endgültig gelöscht',
      },
    },
  },
  fr: {
    name: "Entrée d'activité |||| Activité",
    fields: {
      area: 'Domaine',
      recordId: 'Enregistrement',
      action: 'Action',
      actorId: 'Modifié par',
      actorName: 'Nom',
      changes: 'Modifications',
      field: 'Champ',
      before: 'Avant',
      after: 'Après',
      createdAt: 'Quand',
      importId: 'Importation',
    },
    choices: {
      action: {
        create: 'Créé',
        update: 'Modifié',
        delete: 'Mis à la corbeille',
        restore: 'Restauré',
        purge: 'Supprimé définitivement',
      },
    },
  },
  pt: {
    name: 'Registo de atividade |||| Atividade',
    fields: {
      area: 'Área',
      recordId: 'Registo',
      action: 'Ação',
      actorId: 'Alterado por',
      actorName: 'Nome',
      changes: 'Alterações',
      field: 'Campo',
      before: 'Antes',
      after: 'Depois',
      createdAt: 'Quando',
      importId: 'Importação',
    },
    choices: {
      action: {
        create: 'Criado',
        update: 'Alterado',
        delete: 'Movido para o lixo',
        restore: 'Restaurado',
        purge: 'Eliminado definitivamente',
      },
    },
  },
} satisfies AreaLabels<typeof en>;
