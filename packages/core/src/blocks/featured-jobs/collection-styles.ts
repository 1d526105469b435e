import type { Columns } from '@jobboard/schema';
import type { CSSProperties } from 'react';

/** The columns of a grid per breakpoint (sm below 768 px, md from 768, lg from 992), as CSS variables. */
export function columnsStyle(columns: Columns): CSSProperties {
  return {
    '--jb-columns-sm': String(columns.sm),
    '--jb-columns-md': String(columns.md),
    '--jb-columns-lg': String(columns.lg),
  } as CSSProperties;
}

/**
 * The shared CSS of the collection blocks: headings, notices and a grid whose column count per
 * breakpoint comes from `columnsStyle`. Breakpoints are those of the spec (tablet 768, desktop 992).
 */
export const collectionStyles = (r: string): string => `
${r} .jb-collection {
  padding-block: 32px;
}
${r} .jb-collection__header {
  margin-bottom: 24px;
}
${r} .jb-collection__title {
  margin-bottom: 8px;
}
${r} .jb-collection__subtitle {
  margin: 0;
  color: var(--jb-text-muted, #4b5563);
}
${r} .jb-collection__notice {
  margin: 16px 0;
  color: var(--jb-text-muted, #4b5563);
}
${r} .jb-collection__notice--error {
  color: var(--jb-error, #b91c1c);
}
${r} .jb-collection__notice--error p {
  margin: 0 0 8px;
}
${r} .jb-collection__list {
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
}
${r} .jb-collection__grid {
  display: grid;
  grid-template-columns: repeat(var(--jb-columns-sm, 1), minmax(0, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
}
@media (min-width: 768px) {
  ${r} .jb-collection__grid {
    grid-template-columns: repeat(var(--jb-columns-md, 2), minmax(0, 1fr));
  }
}
@media (min-width: 992px) {
  ${r} .jb-collection__grid {
    grid-template-columns: repeat(var(--jb-columns-lg, 3), minmax(0, 1fr));
  }
}
${r} .jb-collection__more {
  margin-top: 16px;
}
`;
