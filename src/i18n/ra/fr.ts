import type { StringMap, TranslationMessages } from 'ra-core';
import frenchMessages from 'ra-language-french';
import { mergeMessages } from './mergeMessages';

/**
 * Hand-written French messages merged on top of ra-language-french.
 *
 * - Keys present in ra-language-english but missing from ra-language-french
 *   belong here. With ra-language-english 5.15.4 / ra-language-french 5.15.3
 *   the key sets are identical, so there is currently nothing to add; the
 *   unit test in tests/unit/i18n/ra-messages.test.ts fails as soon as an
 *   upgrade introduces a key that is not translated.
 * - ra-language-french drops some placeholders that the English messages
 *   interpolate (%{name}, %{recordRepresentation}); the entries below restore
 *   them so the resource name / record is shown in French too.
 */
const frenchOverrides: StringMap = {
  ra: {
    message: {
      bulk_delete_content:
        'Êtes-vous sûr(e) de vouloir supprimer cet élément (%{name}) ? |||| Êtes-vous sûr(e) de vouloir supprimer ces %{smart_count} éléments ?',
      bulk_update_content:
        'Êtes-vous sûr(e) de vouloir modifier %{name} %{recordRepresentation} ? |||| Êtes-vous sûr(e) de vouloir modifier ces %{smart_count} éléments ?',
      delete_content: 'Êtes-vous sûr(e) de vouloir supprimer cet élément (%{name}) ?',
    },
    navigation: {
      no_filtered_results: 'Aucun résultat pour %{name} avec les filtres actuels.',
      no_results: 'Aucun résultat pour %{name}',
    },
  },
};

const mergedFrenchMessages: TranslationMessages = mergeMessages(frenchMessages, frenchOverrides);

export default mergedFrenchMessages;
