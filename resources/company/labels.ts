import type { AreaLabels } from '@/i18n/areaLabels';

const en = {
  name: 'Company |||| Companies',
  fields: {
    name: 'Name',
    logo: 'Logo',
    industry: 'Industry',
    website: 'Website',
    email: 'E-mail',
    phone: 'Phone',
    address: 'Address',
    country: 'Country',
    description: 'Description',
    slug: 'Slug (from the name)',
  },
  sections: {
    identity: 'Identity',
    contact: 'Contact',
  },
  choices: {
    industry: {
      technology: 'Technology',
      finance: 'Finance',
      health: 'Health',
      education: 'Education',
      retail: 'Retail',
      manufacturing: 'Manufacturing',
      media: 'Media',
      logistics: 'Logistics',
      energy: 'Energy',
      hospitality: 'Hospitality',
    },
  },
};

declare module '@/i18n/messageKeys' {
  interface AreaMessages {
    company: typeof en;
  }
}

export default {
  en,
  de: {
    name: 'Unternehmen |||| Unternehmen',
    fields: {
      name: 'Name',
      logo: 'Logo',
      industry: 'Branche',
      website: 'Website',
      email: 'E-Mail',
      phone: 'Telefon',
      address: 'Adresse',
      country: 'Land',
      description: 'Beschreibung',
      slug: 'Slug (aus dem Namen)',
    },
    sections: {
      identity: 'Identität',
      contact: 'Kontakt',
    },
    choices: {
      industry: {
        technology: 'Technologie',
        finance: 'Finanzen',
        health: 'Gesundheit',
        education: 'Bildung',
        retail: 'Einzelhandel',
        manufacturing: 'Industrie',
        media: 'Medien',
        logistics: 'Logistik',
        energy: 'Energie',
        hospitality: 'Gastgewerbe',
      },
    },
  },
  fr: {
    name: 'Entreprise |||| Entreprises',
    page: {
      create: 'Ajouter une entreprise',
      edit: 'Modifier l’entreprise',
    },
    fields: {
      name: 'Nom',
      logo: 'Logo',
      industry: 'Secteur',
      website: 'Site web',
      email: 'E-mail',
      phone: 'Téléphone',
      address: 'Adresse',
      country: 'Pays',
      description: 'Description',
      slug: 'Slug (tiré du nom)',
    },
    sections: {
      identity: 'Identité',
      contact: 'Contact',
    },
    choices: {
      industry: {
        technology: 'Technologie',
        finance: 'Finance',
        health: 'Santé',
        education: 'Éducation',
        retail: 'Commerce',
        manufacturing: 'Industrie',
        media: 'Médias',
        logistics: 'Logistique',
        energy: 'Énergie',
        hospitality: 'Hôtellerie',
      },
    },
  },
  pt: {
    name: 'Empresa |||| Empresas',
    fields: {
      name: 'Nome',
      logo: 'Logótipo',
      industry: 'Setor',
      website: 'Site',
      email: 'E-mail',
      phone: 'Telefone',
      address: 'Morada',
      country: 'País',
      description: 'Descrição',
      slug: 'Slug (a partir do nome)',
    },
    sections: {
      identity: 'Identidade',
      contact: 'Contacto',
    },
    choices: {
      industry: {
        technology: 'Tecnologia',
        finance: 'Finanças',
        health: 'Saúde',
        education: 'Educação',
        retail: 'Comércio',
        manufacturing: 'Indústria',
        media: 'Media',
        logistics: 'Logística',
        energy: 'Energia',
        hospitality: 'Hotelaria',
      },
    },
  },
} satisfies AreaLabels<typeof en>;
