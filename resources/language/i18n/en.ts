const en = {
  resources: {
    language: {
      name: 'Language |||| Languages',
      page: {
        list: 'Languages',
        create: 'Add language',
        edit: 'Edit language',
      },
      fields: {
        code: 'ISO code',
        name: 'Name',
        nativeName: 'Native name',
        direction: 'Writing direction',
        active: 'Active',
        isDefault: 'Default',
      },
      choices: {
        direction: {
          ltr: 'Left to right',
          rtl: 'Right to left',
        },
      },
    },
  },
};

export default en;
