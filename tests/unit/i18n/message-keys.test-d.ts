import { expectTypeOf } from 'vitest';
import type { AreaName, KeysUnder, MessageKey, Translate } from '@/i18n/messageKeys';

declare const translate: Translate;

// Keys of a feature, of react-admin, and of an area (its labels and the page titles made from its name).
translate('faq.contact.title');
translate('ra.action.save');
translate('resources.user.fields.fullName');
translate('resources.content-about-us.page.edit');
// @ts-expect-error a misspelt key
translate('faq.contact.titel');
// @ts-expect-error a key of an area that does not exist
translate('resources.nobody.name');

// A key built from a typed union is checked member by member.
declare const view: 'list' | 'show';
translate(`resources.user.page.${view}`);
declare const wrong: 'list' | 'shows';
// @ts-expect-error one member is not a key
translate(`resources.user.page.${wrong}`);

expectTypeOf<'user'>().toExtend<AreaName>();
expectTypeOf<KeysUnder<'faq.contact'>>().toEqualTypeOf<'title' | 'subtitle' | 'phoneHint' | 'emailHint'>();
expectTypeOf<string>().not.toExtend<MessageKey>();
expectTypeOf<KeysUnder<'resources.user'>>().toExtend<string>();
expectTypeOf<'page.list' | 'fields.fullName' | 'name'>().toExtend<KeysUnder<'resources.user'>>();
expectTypeOf<KeysUnder<'app.demoData.errors'>>().toEqualTypeOf<
  'tooLong' | 'tooMany' | 'tooBig' | 'picture' | 'url' | 'bodyTooLarge'
>();
expectTypeOf<KeysUnder<'faq.nothing'>>().toBeNever();
