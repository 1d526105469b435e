import type { TagStyle } from '@jobboard/schema';
import { useScopedStyles } from '../../../styles/use-scoped-styles';
import { tagStyleProperties } from '../../../theme/use-board-theme';

/** One segment shown as a tag, in its group's tag style. */
export interface SegmentTag {
  /** Unique in its list. */
  readonly key: string;
  readonly text: string;
  readonly style: TagStyle;
}

/** Tags under the board root `r`: colours from the custom properties a tag style sets. */
const segmentTagStyles = (r: string): string => `
${r} .jb-tags {
  display: flex;
  flex-wrap: wrap;
  gap: 4px 6px;
  margin: 0;
  padding: 0;
  list-style: none;
}
${r} .jb-tag {
  padding: 2px 10px;
  border: 1px solid transparent;
  border-radius: 12px;
  background: var(--jb-tag-background, var(--jb-surface, #f3f4f6));
  color: var(--jb-tag-text, var(--jb-text, #1f2937));
  font-size: 13px;
  line-height: 1.5;
}
`;

/** Segments as a list of coloured tags (the transparent border outlines them in forced colours). */
export function SegmentTags({
  tags,
  className,
}: {
  tags: readonly SegmentTag[];
  className?: string;
}) {
  useScopedStyles('segment-tags', segmentTagStyles);
  if (tags.length === 0) return null;
  return (
    <ul className={className ? `jb-tags ${className}` : 'jb-tags'}>
      {tags.map((tag) => (
        <li key={tag.key} className="jb-tag" style={tagStyleProperties(tag.style)}>
          {tag.text}
        </li>
      ))}
    </ul>
  );
}
