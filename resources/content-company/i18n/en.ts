const en = {
  resources: {
    "content-company": {
      name: 'Company page |||| Company pages',
      page: {
        list: 'Company content',
        create: 'Add company page',
        edit: 'Edit company page',
      },
      fields: {
        section: 'Section',
        highlights: 'Key figures',
        label: 'Label',
        value: 'Value',
      },
      sections: {
        details: 'Details',
      },
      choices: {
        section: {
          overview: 'Overview',
          history: 'History',
          leadership: 'Leadership',
          careers: 'Careers',
          press: 'Press',
          partners: 'Partners',
        },
      },
    },
  },
};

export default en;
