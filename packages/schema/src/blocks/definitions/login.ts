import { defineBlock } from '../define-block';
import { SIGN_IN_ROLES } from '../options';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';
import { signInRoleSettings } from './sign-in-role-settings';

export const loginBlock = defineBlock({
  type: 'login',
  title: 'Login',
  description: 'The login form, with a tab per role.',
  group: 'account',
  icon: 'log-in',
  settings: {
    title: setting.text({ tab: 'content', title: 'Title', default: defaultText('logIn') }),
    ...signInRoleSettings(SIGN_IN_ROLES),
  },
});
