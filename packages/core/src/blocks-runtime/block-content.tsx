import type { Block } from '@jobboard/schema';
import type { BlockContext } from './block-context';
import { BlockLoadingError } from './block-loading-error';
import type { BlockModule } from './block-module';
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
 * A known block inside its boundary: once its module has loaded (with its settings parser), its
 * parsed settings (with the editor's notice of what parsing changed) and its component; the
 * placeholder or loading-error text meanwhile.
 */
export function BlockContent({ block, registration, context, runtime }: BlockContentProps) {
  const module = useBlockModule(runtime, registration.type);
  if (module === 'loading') return <BlockPlaceholder />;
  // Visitors lose only this block when its chunk is gone; the editor must see why.
  if (module === 'failed') return context.editor ? <BlockLoadingError /> : null;
  if (module === 'timed-out') return <BlockLoadingError />;
  return (
    <LoadedBlock block={block} registration={registration} context={context} module={module} />
  );
}

interface LoadedBlockProps {
  block: Block;
  registration: BlockRegistration;
  context: BlockContext;
  module: BlockModule<unknown>;
}

function LoadedBlock({ block, registration, context, module }: LoadedBlockProps) {
  const parsed = readBlockSettings(registration, block, context.locale, context.defaultLocale);
  useSettingsProblemsReport(block, parsed, context);
  const Component = module.component;
  return (
    <>
      {context.editor && parsed.problems.length > 0 ? (
        <SettingsProblemsNotice problems={parsed.problems} />
      ) : null}
      <Component settings={parsed.settings} block={block} context={context} />
    </>
  );
}
