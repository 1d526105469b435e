import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

export const passwordForgotBlock = defineBlock({
  type: 'password-forgot',
  title: 'Password forgot',
  description: 'Asks for an email address and sends a password reset link.',
  group: 'account',
  icon: 'key',
  settings: {
    title: setting.text({ tab: 'content', title: 'Title', default: defaultText('forgotPassword') }),
    text: setting.text({
      tab: 'content',
      title: 'Text',
      multiline: true,
      default: defaultText('forgotPasswordText'),
    }),
  },
});
