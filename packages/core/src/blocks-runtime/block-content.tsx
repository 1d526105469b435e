import type { Block } from '@jobboard/schema';
import type { BlockContext } from './block-context';
import { BlockLoadingError } from './block-loading-error';
import { BlockPlaceholder } from './block-placeholder';
import type { BlockRegistration } from './block-registration';
import type { BlockRuntime } from './block-runtime';
import { readBlockSettings } from './read-block-settings';
import { SettingsProblemsNotice } from './settings-problems-notice';
import { useBlockModule } from './use-block-module';
import { useSettingsProblemsReport } from './use-settings-problems-report';

export interface BlockContentProps {
  block: Block;
  registration: BlockRegistration;
  context: BlockContext;
  runtime: BlockRuntime;
}

/**
 * A known block inside its boundary: its parsed settings (with the editor's notice of what
 * parsing changed) and its component, or the placeholder or loading-error text meanwhile.
 */
export function BlockContent({ block, registration, context, runtime }: BlockContentProps) {
  const parsed = readBlockSettings(registration, block, context.locale, context.defaultLocale);
  useSettingsProblemsReport(block, parsed, context);
  const module = useBlockModule(runtime, registration.type);
  const notice =
    context.editor && parsed.problems.length > 0 ? (
      <SettingsProblemsNotice problems={parsed.problems} />
    ) : null;
  return (
    <>
      {notice}
      {renderModule(module, block, parsed.settings, context)}
    </>
  );
}

function renderModule(
  module: ReturnType<typeof useBlockModule>,
  block: Block,
  settings: unknown,
  context: BlockContext,
) {
  if (module === 'loading') return <BlockPlaceholder />;
  // Visitors lose only this block when its chunk is gone; the editor must see why.
  if (module === 'failed') return context.editor ? <BlockLoadingError /> : null;
  if (module === 'timed-out') return <BlockLoadingError />;
  const Component = module.component;
  return <Component settings={settings} block={block} context={context} />;
}
