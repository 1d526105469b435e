import type { BlockSettingsOf } from '@jobboard/schema';
import { useState } from 'react';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { useBoardIdPrefix } from '../../shell/board-id';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { withBoardPlaceholders } from '../shared/board-placeholders';
import { FaqItem } from './faq-item';
import { faqStyles } from './faq-styles';

/** The title and the questions, each folding open to its answer; all start closed. */
export const component: BlockModule<BlockSettingsOf<'faq'>>['component'] = ({
  settings,
  block,
  context,
}) => {
  useScopedStyles('faq', faqStyles);
  const [openItems, setOpenItems] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpenItems((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  const questions = settings.questions.filter((item) => item.question.trim() !== '');
  const idPrefix = `${useBoardIdPrefix()}jb-faq-${block.id}`;
  const titleId = `${idPrefix}-title`;
  return (
    <section
      className="jb-faq jb-contained"
      {...(settings.title ? { 'aria-labelledby': titleId } : {})}
    >
      {settings.title ? <h2 id={titleId}>{settings.title}</h2> : null}
      {questions.length > 0 ? (
        <ul className="jb-faq__list">
          {questions.map((item, index) => (
            <FaqItem
              // The list is the admin's, fixed while the page shows; its order is the identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: questions have no ids
              key={index}
              id={`${idPrefix}-${index}`}
              question={item.question}
              answer={withBoardPlaceholders(item.answer, context)}
              open={openItems.has(index)}
              onToggle={() => toggle(index)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { faqBlock as definition } from '@jobboard/schema';
