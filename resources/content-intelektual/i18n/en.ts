const en = {
  resources: {
    "content-intelektual": {
      name: 'Intellectual content page |||| Intellectual content',
      page: {
        list: 'Intellectual content',
        create: 'Add intellectual content',
        edit: 'Edit intellectual content',
      },
      fields: {
        kind: 'Kind',
        authorName: 'Author',
        topics: 'Topics',
        readingMinutes: 'Reading time (minutes)',
      },
      sections: {
        details: 'Details',
      },
      choices: {
        kind: {
          article: 'Article',
          research: 'Research',
          whitepaper: 'White paper',
          "case-study": 'Case study',
          guide: 'Guide',
        },
      },
    },
  },
};

export default en;
