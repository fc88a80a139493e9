const en = {
  resources: {
    "content-privacy": {
      name: 'Privacy policy |||| Privacy policies',
      page: {
        list: 'Privacy policies',
        create: 'Add privacy policy',
        edit: 'Edit privacy policy',
        show: 'Privacy policy',
      },
      fields: {
        policyVersion: 'Version',
        effectiveDate: 'Effective date',
        contactEmail: 'Contact e-mail',
      },
      sections: {
        details: 'Details',
      },
    },
  },
};

export default en;
