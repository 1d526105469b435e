import { defineBlock } from '../define-block';
import { SIGN_IN_ROLES } from '../options';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';
import { signInRoleSettings } from './sign-in-role-settings';

export const registerBlock = defineBlock({
  type: 'register',
  title: 'Register',
  description: 'The registration form for candidates and employers.',
  group: 'account',
  icon: 'user-plus',
  settings: {
    title: setting.text({ tab: 'content', title: 'Title', default: defaultText('createAccount') }),
    ...signInRoleSettings(SIGN_IN_ROLES),
  },
});
