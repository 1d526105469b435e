// Source transforms of core's embed build (rollup.config.ts): what visitors never need, out of
// the modules before they are minified. Each works on the transpiled module's syntax tree.
import type { Plugin } from 'rollup';

/** A node of the ESTree Rollup's parser returns, as far as {@link editorTextsRemoved} reads it. */
interface TreeNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isTreeNode = (value: unknown): value is TreeNode =>
  typeof value === 'object' && value !== null && typeof (value as TreeNode).type === 'string';

/** `setting.text({...})` or `defineBlock({...})`: a call whose first argument is editor metadata. */
function declaresEditorTexts(node: TreeNode): boolean {
  if (node.type !== 'CallExpression' || !isTreeNode(node.callee)) return false;
  const callee = node.callee;
  if (callee.type === 'Identifier') return callee.name === 'defineBlock';
  return (
    callee.type === 'MemberExpression' &&
    isTreeNode(callee.object) &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'setting'
  );
}

/**
 * The block definitions' editor texts (each block's and setting's `title` and `description`,
 * English strings only the editor shows) emptied in the embed build, which renders for visitors:
 * they were about a fifth of a definition's gzip size. Only string values of those keys in the
 * first argument of `defineBlock(...)` and `setting.<type>(...)` change; a setting *named*
 * `title` (`title: setting.text(...)`) and default values keep theirs.
 */
export function editorTextsRemoved(
  code: string,
  parse: (code: string) => unknown,
): { code: string; removed: number } {
  const ranges: [number, number][] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isTreeNode(node)) return;
    if (declaresEditorTexts(node)) {
      const [options] = node.arguments as unknown[];
      if (isTreeNode(options) && options.type === 'ObjectExpression') {
        for (const property of options.properties as TreeNode[]) {
          const key = property.key as TreeNode | undefined;
          const value = property.value as TreeNode | undefined;
          const name = key?.type === 'Identifier' ? key.name : key?.value;
          const isText =
            value?.type === 'Literal'
              ? typeof value.value === 'string'
              : value?.type === 'TemplateLiteral' && (value.expressions as unknown[]).length === 0;
          if ((name === 'title' || name === 'description') && value && isText) {
            ranges.push([value.start, value.end]);
          }
        }
      }
    }
    for (const [field, child] of Object.entries(node)) {
      if (field !== 'type' && typeof child === 'object') visit(child);
    }
  };
  visit(parse(code));
  let result = code;
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) {
    result = `${result.slice(0, start)}''${result.slice(end)}`;
  }
  return { code: result, removed: ranges.length };
}

/** A function whose template literals are CSS: `const jobListStyles = (r) => \`…\``, `function baseStyles(r)`. */
const STYLES_FUNCTION = /^(?!use)\w*[sS]tyles$/;

/** CSS text made shorter without changing what it means: comments out, whitespace collapsed. */
export function compactCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};]) ?/g, '$1')
    .replace(/, /g, ',')
    .replace(/;}/g, '}');
}

/**
 * The CSS in the template literals of core's style functions (`…Styles(r)`), compacted by
 * {@link compactCss}. Only each literal's own text changes, never the expressions between: a
 * space after `${r}` (a descendant combinator) stays one space.
 */
export function cssTemplatesMinified(
  code: string,
  parse: (code: string) => unknown,
): { code: string; compacted: number } {
  const edits: [start: number, end: number, text: string][] = [];
  const compactTemplates = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) compactTemplates(child);
      return;
    }
    if (!isTreeNode(node)) return;
    if (node.type === 'NewExpression' || node.type === 'CallExpression') {
      // A text passed on (an error's message) is not CSS; functions passed on may return some.
      for (const argument of node.arguments as unknown[]) {
        if (!isTreeNode(argument) || argument.type !== 'TemplateLiteral')
          compactTemplates(argument);
      }
      compactTemplates(node.callee);
      return;
    }
    if (node.type === 'TemplateLiteral') {
      for (const quasi of node.quasis as TreeNode[]) {
        const raw = (quasi.value as { raw: string }).raw;
        // Positions that do not hold the raw text (another parser's convention): left alone.
        if (code.slice(quasi.start, quasi.end) !== raw || raw.includes('\\')) continue;
        const compacted = compactCss(raw);
        if (compacted !== raw) edits.push([quasi.start, quasi.end, compacted]);
      }
    }
    for (const [field, child] of Object.entries(node)) {
      if (field !== 'type' && typeof child === 'object') compactTemplates(child);
    }
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isTreeNode(node)) return;
    const id = node.id as TreeNode | undefined;
    const name = id?.type === 'Identifier' ? String(id.name) : '';
    if (node.type === 'VariableDeclarator' && STYLES_FUNCTION.test(name)) {
      const init = node.init as TreeNode | undefined;
      if (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression') {
        compactTemplates(init.body);
        return;
      }
    }
    if (node.type === 'FunctionDeclaration' && STYLES_FUNCTION.test(name)) {
      compactTemplates(node.body);
      return;
    }
    for (const [field, child] of Object.entries(node)) {
      if (field !== 'type' && typeof child === 'object') visit(child);
    }
  };
  visit(parse(code));
  let result = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) {
    result = `${result.slice(0, start)}${text}${result.slice(end)}`;
  }
  return { code: result, compacted: edits.length };
}

/** {@link cssTemplatesMinified} on core's modules, after they are transpiled. */
export function compactStyles(): Plugin {
  const coreModule = /core\/src\/.+\.tsx?$/;
  return {
    name: 'compact-styles',
    transform(code, id) {
      if (!coreModule.test(id.replaceAll('\\', '/')) || !/[sS]tyles\b/.test(code)) return null;
      return { code: cssTemplatesMinified(code, (source) => this.parse(source)).code, map: null };
    },
  };
}

/** {@link editorTextsRemoved} on the schema's block definitions, after they are transpiled. */
export function withoutEditorTexts(): Plugin {
  const definitions = /schema\/src\/blocks\/definitions\/[\w-]+\.ts$/;
  return {
    name: 'without-editor-texts',
    transform(code, id) {
      if (!definitions.test(id.replaceAll('\\', '/'))) return null;
      return { code: editorTextsRemoved(code, (source) => this.parse(source)).code, map: null };
    },
  };
}
