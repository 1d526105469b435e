import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

export const contactBlock = defineBlock({
  type: 'contact',
  title: 'Contact',
  description: 'A contact form mailed to the job board; empty fields are not sent.',
  group: 'content',
  icon: 'mail',
  settings: {
    title: setting.text({ tab: 'content', title: 'Title', default: defaultText('contactUs') }),
    sendBtnText: setting.text({
      tab: 'content',
      title: 'Send button text',
      default: defaultText('send'),
    }),
    successMessage: setting.text({
      tab: 'content',
      title: 'Success message',
      multiline: true,
      default: defaultText('contactSuccess'),
    }),
    emailTo: setting.email({
      tab: 'configuration',
      title: 'Send to',
      description: 'Empty sends to the job board’s own address.',
      default: '',
    }),
    formFields: setting.multiSelect({
      tab: 'configuration',
      title: 'Optional fields shown',
      description: 'Email and name are always asked; message, subject and phone may be hidden.',
      allowed: ['message', 'subject', 'phone'],
      default: ['message', 'subject', 'phone'],
    }),
    fieldsOrder: setting.order({
      tab: 'layout',
      title: 'Field order',
      allowed: ['email', 'name', 'phone', 'subject', 'message'],
      default: ['email', 'name', 'phone', 'subject', 'message'],
    }),
  },
});
