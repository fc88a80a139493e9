const en = {
  resources: {
    activity: {
      name: 'Activity entry |||| Activity',
      page: {
        list: 'Activity',
        show: 'Activity entry',
      },
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
    },
  },
};

export default en;
