const en = {
  resources: {
    "content-about-us": {
      name: 'About-us page |||| About us',
      page: {
        list: 'About us',
        create: 'Add about-us page',
        edit: 'Edit about-us page',
        show: 'About-us page',
      },
      fields: {
        mission: 'Mission',
        vision: 'Vision',
        foundedYear: 'Founded in',
        team: 'Team',
        position: 'Position',
      },
      sections: {
        details: 'Details',
      },
    },
  },
};

export default en;
