import type { Block } from '@jobboard/schema';
import type { BlockContext } from './block-context';
import { BlockLoadingError } from './block-loading-error';
import { BlockPlaceholder } from './block-placeholder';
import type { BlockRegistration } from './block-registration';
import type { BlockRuntime } from './block-runtime';
import { LazySettingsProblemsNotice } from './lazy-editor-notices';
import { readBlockSettings } from './read-block-settings';
import { useBlockModule } from './use-block-module';
import { useSettingsProblemsReport } from './use-settings-problems-report';

export interface BlockContentProps {
  block: Block;
  registration: BlockRegistration;
  context: BlockContext;
  runtime: BlockRuntime;
}

/**
 * A known block inside its boundary: once its module has loaded (with its settings parser), its
 * parsed settings (with the editor's notice of what parsing changed) and its component; the
 * placeholder or loading-error text meanwhile. One component per block on the render path (SSR
 * renders every block of every page through it).
 */
export function BlockContent({ block, registration, context, runtime }: BlockContentProps) {
  const module = useBlockModule(runtime, registration.type, context.locale);
  const parsed =
    typeof module === 'object'
      ? readBlockSettings(registration, block, context.locale, context.defaultLocale)
      : null;
  useSettingsProblemsReport(block, parsed, context);
  if (module === 'loading') return <BlockPlaceholder />;
  // A chunk that did not arrive reloads the page (at most once a minute); until then, and when
  // it may not, the block says it could not load (spec: a failed async component shows a
  // loading-error text), rather than leaving a gap nobody can explain.
  if (module === 'failed' || module === 'timed-out' || !parsed) return <BlockLoadingError />;
  const Component = module.component;
  const rendered = <Component settings={parsed.settings} block={block} context={context} />;
  if (!context.editor) return rendered;
  // The editor keeps one shape, so the block keeps its state while its problems come and go.
  return (
    <>
      {parsed.problems.length > 0 ? (
        <LazySettingsProblemsNotice problems={parsed.problems} />
      ) : null}
      {rendered}
    </>
  );
}
