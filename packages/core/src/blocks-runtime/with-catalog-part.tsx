import { type ComponentType, useState } from 'react';
import type { CatalogPart } from '../i18n/load-catalog-part';
import { useCatalogPart } from '../i18n/use-catalog-part';
import { BlockLoadingError } from './block-loading-error';

/**
 * A block component whose texts are a catalog part: it renders once the part is in the board's
 * catalog, so it never shows message ids. The board loads a page's parts before it renders the
 * page (the block module's `catalogPart`), on the server too; this covers a block shown some
 * other way, such as one an admin adds in the editor's preview. When the texts cannot be loaded
 * it shows the loading-error text, as a block whose module failed does.
 */
export function withCatalogPart<Props extends object>(
  part: CatalogPart,
  Component: ComponentType<Props>,
): ComponentType<Props> {
  function WithCatalogPart(props: Props) {
    const [failed, setFailed] = useState(false);
    const ready = useCatalogPart(part, true, () => setFailed(true));
    if (ready) return <Component {...props} />;
    return failed ? <BlockLoadingError /> : null;
  }
  WithCatalogPart.displayName = `WithCatalogPart(${Component.displayName ?? Component.name})`;
  return WithCatalogPart;
}
