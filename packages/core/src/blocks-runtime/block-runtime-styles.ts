const ROOT_CLASS = /^jb-[a-z0-9-]+$/i;

/**
 * The CSS of the block renderer's own elements (loading skeleton, loading-error text; the
 * editor's notices bring their own), every selector under the board's root class, sizes in px.
 */
export function blockRuntimeStyles(rootClass: string): string {
  if (!ROOT_CLASS.test(rootClass)) {
    throw new Error(`The board's root class must be a "jb-" class name, got "${rootClass}"`);
  }
  const r = `.${rootClass}`;
  return `
${r} .jb-block-placeholder {
  min-height: 120px;
  margin: 16px auto;
  max-width: var(--jb-max-width, 1200px);
  border-radius: 8px;
  background: linear-gradient(90deg, #eef0f3 0%, #f7f8fa 50%, #eef0f3 100%);
  background-size: 200% 100%;
  animation: jb-block-shimmer 1.5s ease-in-out infinite;
}
@media (prefers-reduced-motion: reduce) {
  ${r} .jb-block-placeholder { animation: none; }
}
@keyframes jb-block-shimmer {
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
}
/* A block's custom styles scope (BlockCustomStyles): no box of its own. */
${r} .jb-block-styles {
  display: contents;
}
${r} .jb-block-sr-only {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
${r} .jb-block-loading-error {
  margin: 16px auto;
  max-width: var(--jb-max-width, 1200px);
  padding: 16px;
  color: var(--jb-text, #1f2937);
  text-align: center;
}
`;
}
