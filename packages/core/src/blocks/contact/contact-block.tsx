import type { BlockSettingsOf } from '@jobboard/schema';
import type { FormEvent } from 'react';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { contentMessages } from '../../i18n/messages/content-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardIdPrefix } from '../../shell/board-id';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { NoScriptNote } from '../shared/no-script-note';
import { ContactField } from './contact-field';
import { contactFields } from './contact-fields';
import { contactStyles } from './contact-styles';
import { useContactForm } from './use-contact-form';

/**
 * The contact form: email and name always, the optional fields the admin shows, in the
 * configured order. Sent to the job board's contact call; the success message or the API's
 * error text is announced above the button.
 */
export const component: BlockModule<BlockSettingsOf<'contact'>>['component'] = ({
  settings,
  block,
  context,
}) => {
  useScopedStyles('contact', contactStyles);
  const { _ } = useBoardI18n();
  const fields = contactFields(settings);
  const form = useContactForm(fields, settings, context);
  const idPrefix = `${useBoardIdPrefix()}jb-contact-${block.id}`;
  const sending = form.status === 'sending';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <section
      className="jb-contact jb-contained"
      {...(settings.title ? { 'aria-labelledby': `${idPrefix}-title` } : {})}
    >
      {settings.title ? <h2 id={`${idPrefix}-title`}>{settings.title}</h2> : null}
      <form
        className="jb-contact__form"
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-busy={sending}
      >
        <NoScriptNote />
        <p className="jb-contact__hint">{_(contentMessages.requiredHint)}</p>
        {fields.map((field) => (
          <ContactField
            key={field.id}
            field={field}
            id={`${idPrefix}-${field.id}`}
            label={_(contentMessages.contactFields[field.id])}
            value={form.values[field.id] ?? ''}
            error={form.errors[field.id]}
            onChange={(value) => form.setValue(field.id, value)}
            inputRef={form.fieldRef(field.id)}
          />
        ))}
        <div role="status" className={form.status === 'sent' ? 'jb-contact__success' : undefined}>
          {form.status === 'sent'
            ? context.editor
              ? `${settings.successMessage} ${_(contentMessages.editorNotSent)}`
              : settings.successMessage
            : ''}
        </div>
        <div role="alert" className={form.failure ? 'jb-contact__failure' : undefined}>
          {form.failure}
        </div>
        {/* aria-disabled, not disabled: a disabled button loses the focus (to the page's body)
            while the message is sent; a second submit meanwhile is ignored by the form. */}
        <button type="submit" className="jb-button jb-contact__submit" aria-disabled={sending}>
          {sending ? _(contentMessages.sending) : settings.sendBtnText}
        </button>
      </form>
    </section>
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { contactBlock as definition } from '@jobboard/schema';
