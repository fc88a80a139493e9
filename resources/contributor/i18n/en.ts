const en = {
  resources: {
    contributor: {
      name: 'Contributor |||| Contributors',
      page: {
        list: 'Contributors',
        create: 'Add contributor',
        show: 'Contributor',
      },
      fields: {
        name: 'Name',
        email: 'E-mail',
        expertise: 'Expertise',
        biography: 'Biography',
        avatar: 'Photo',
        links: 'Links',
        label: 'Label',
        url: 'Address',
      },
      sections: {
        profile: 'Profile',
        biography: 'Biography',
        links: 'Links',
      },
    },
  },
};

export default en;
