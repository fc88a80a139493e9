import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

/** Product names read the same in every language, so the demos use them as options. */
export const FRAMEWORKS = ['React', 'Vue', 'Angular', 'Svelte', 'Solid', 'Ember'];

export const SKILL_GROUPS = {
  frontEnd: ['React', 'Vue', 'Angular', 'Svelte'],
  backEnd: ['Node.js', 'Django', 'Laravel', 'Spring'],
  mobile: ['Flutter', 'React Native', 'Swift', 'Kotlin'],
} as const;
export type SkillGroup = keyof typeof SKILL_GROUPS;

/** Countries by region, as ISO 3166 codes; their names come from the browser in the interface language. */
export const COUNTRY_REGIONS = {
  europe: ['DE', 'FR', 'PT', 'ES', 'IT', 'NL', 'PL', 'SE', 'GB', 'IE'],
  americas: ['US', 'CA', 'BR', 'MX', 'AR', 'CL'],
  asia: ['JP', 'IN', 'CN', 'KR', 'SG'],
  africa: ['NG', 'ZA', 'EG', 'KE', 'AO', 'MZ'],
  oceania: ['AU', 'NZ'],
} as const;
export type Region = keyof typeof COUNTRY_REGIONS;

export interface Country {
  code: string;
  name: string;
  region: Region;
}

/** Every demo country with its name in the current language, sorted by name within its region. */
export function useCountries(): Country[] {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (Object.keys(COUNTRY_REGIONS) as Region[]).flatMap((region) =>
      COUNTRY_REGIONS[region]
        .map((code) => ({ code, name: names.of(code) ?? code, region }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    );
  }, [locale]);
}
