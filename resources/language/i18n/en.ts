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
      widgets: {
        code: {
          help: 'Type a code such as de or pt-BR: the language it names shows here',
          names: '%{name} — %{native}',
          unknown: 'No language is known by this code',
        },
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
