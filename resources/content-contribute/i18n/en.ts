const en = {
  resources: {
    "content-contribute": {
      name: 'Contribution page |||| Contribution pages',
      page: {
        list: 'Contribute',
        create: 'Add contribution page',
        edit: 'Edit contribution page',
        show: 'Contribution page',
      },
      fields: {
        contactEmail: 'Contact e-mail',
        guidelinesUrl: 'Guidelines',
        acceptsSubmissions: 'Accepting submissions',
      },
      sections: {
        details: 'Details',
      },
    },
  },
};

export default en;
