import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

export const passwordChangeBlock = defineBlock({
  type: 'password-change',
  title: 'Password change',
  description: 'Sets a new password from the link of a reset email.',
  group: 'account',
  icon: 'key-round',
  settings: {
    title: setting.text({ tab: 'content', title: 'Title', default: defaultText('changePassword') }),
  },
});
