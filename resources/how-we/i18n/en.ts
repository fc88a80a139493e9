const en = {
  resources: {
    "how-we": {
      name: 'How-we-work page |||| How we work',
      page: {
        list: 'How we work',
        create: 'Add how-we-work page',
        edit: 'Edit how-we-work page',
        show: 'How-we-work page',
      },
      fields: {
        steps: 'Steps',
        description: 'Description',
      },
      sections: {
        steps: 'Steps',
      },
    },
  },
};

export default en;
